import { CONSULTING_KINDS, CONSULTING_STATES, type ConsultingSummary } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useConsultingQueue, type ConsultingQueue } from '../api/get-consulting-queue';
import { isNotConsultant, NOT_CONSULTANT } from '../components/consultant-access';
import { seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';

const QUEUES: readonly { id: ConsultingQueue; label: string }[] = [
  { id: 'received', label: '접수' },
  { id: 'mine', label: '내 담당' },
  { id: 'done', label: '완료' },
];
const isQueue = (v: unknown): v is ConsultingQueue => QUEUES.some((q) => q.id === v);
const COLUMNS = ['종류', '기업', '공고', '상태', '신청일', '답변 기한'] as const;

export const consultingItemPath = (consultingId: number) =>
  `${paths.opsConsultingItem}?consultingId=${String(consultingId)}`;

function Row({ item }: { item: ConsultingSummary }) {
  return (
    <tr>
      <td>{CONSULTING_KINDS[item.kind]}</td>
      <td>{item.companyName}</td>
      <td>
        <Link to={consultingItemPath(item.consultingId)}>{item.postingTitle}</Link>
      </td>
      <td>{CONSULTING_STATES[item.state]}</td>
      <td>{seoulDateTime(item.createdAt)}</td>
      <td>
        {item.answeredAt ? `답변 ${seoulDateTime(item.answeredAt)}` : seoulDateTime(item.dueAt)}
      </td>
    </tr>
  );
}

/**
 * /ops/consulting: 첨삭 requests for consultants (operators with the
 * consultant flag): 접수 (nobody has taken them), 내 담당 (taken by me,
 * not sent) and 완료. The tab and page are kept in history.
 */
export function ConsultingQueuePage() {
  const [state, setState] = useListState<{ queue: string; page: number }>('ops-consulting', {
    queue: 'received',
    page: 1,
  });
  const queue: ConsultingQueue = isQueue(state.queue) ? state.queue : 'received';
  const list = useConsultingQueue(queue, state.page);
  const data = list.data;
  const label = QUEUES.find((q) => q.id === queue)?.label ?? '';

  return (
    <section className="ops-card" aria-labelledby="ops-consulting-title">
      <h1 id="ops-consulting-title" className="ops-title">
        기업 컨설팅
      </h1>
      <p className="ops-lead">
        회원이 신청한 자기소개서·면접 첨삭입니다. 답변 기한이 가까운 순으로 맡아 구절마다 코멘트와
        총평을 남긴 뒤 보내 주세요.
      </p>
      <Tabs
        tabs={QUEUES}
        active={queue}
        onSelect={(next) => setState({ queue: next, page: 1 })}
        label="컨설팅 목록"
        idPrefix="ops-consulting"
      >
        <div aria-busy={list.isFetching}>
          {list.isPending && <ListSkeleton rows={3} />}
          {list.isError && isNotConsultant(list.error) && <p>{NOT_CONSULTANT}</p>}
          {list.isError && !isNotConsultant(list.error) && (
            <ListError
              message="컨설팅 목록을 불러오지 못했습니다."
              onRetry={() => void list.refetch()}
            />
          )}
          {data && data.items.length === 0 && <ListEmpty message={`${label} 신청이 없습니다.`} />}
          {data && data.items.length > 0 && (
            <OpsTable caption={`${label} ${String(data.total)}건`} columns={COLUMNS}>
              {data.items.map((item) => (
                <Row key={item.consultingId} item={item} />
              ))}
            </OpsTable>
          )}
          {data && data.totalPages > 1 && (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onChange={(page) => setState({ queue, page })}
            />
          )}
        </div>
      </Tabs>
    </section>
  );
}
