import { QNA_STATES, SUPPORT_CATEGORIES, withQuery, type QnaState } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useQnaQueue } from '../api/get-qna-queue';
import { seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';

const FILTERS: readonly { id: QnaState; label: string }[] = [
  { id: 'waiting', label: QNA_STATES.waiting },
  { id: 'answered', label: QNA_STATES.answered },
];
const isState = (v: unknown): v is QnaState => FILTERS.some((f) => f.id === v);
const COLUMNS = ['유형', '제목', '회원', '첨부', '문의일', '답변일'] as const;

export const qnaItemPath = (qnaId: number) => withQuery(paths.opsQnaItem, { qnaId });

/**
 * /ops/qna: members' 1:1 inquiries for any operator: 답변 대기 (oldest
 * first, so nobody waits longest) and 답변 완료. The filter and page are
 * kept in history.
 */
export function QnaQueuePage() {
  const [state, setState] = useListState<{ state: string; page: number }>('ops-qna', {
    state: 'waiting',
    page: 1,
  });
  const filter: QnaState = isState(state.state) ? state.state : 'waiting';
  const list = useQnaQueue(filter, state.page);
  const data = list.data;
  const label = QNA_STATES[filter];

  return (
    <section className="ops-card" aria-labelledby="ops-qna-title">
      <h1 id="ops-qna-title" className="ops-title">
        1:1 문의
      </h1>
      <p className="ops-lead">
        회원이 남긴 1:1 문의입니다. 오래 기다린 문의부터 평일 기준 1일 이내에 답변해 주세요.
        {data && ` 답변 대기 ${String(data.waiting)}건.`}
      </p>
      <Tabs
        tabs={FILTERS}
        active={filter}
        onSelect={(next) => setState({ state: next, page: 1 })}
        label="문의 목록"
        idPrefix="ops-qna"
      >
        <div aria-busy={list.isFetching}>
          {list.isPending && <ListSkeleton rows={3} />}
          {list.isError && (
            <ListError
              message="문의 목록을 불러오지 못했습니다."
              onRetry={() => void list.refetch()}
            />
          )}
          {data && data.items.length === 0 && <ListEmpty message={`${label} 문의가 없습니다.`} />}
          {data && data.items.length > 0 && (
            <OpsTable caption={`${label} ${String(data.total)}건`} columns={COLUMNS}>
              {data.items.map((item) => (
                <tr key={item.qnaId}>
                  <td>{SUPPORT_CATEGORIES[item.category]}</td>
                  <td>
                    <Link to={qnaItemPath(item.qnaId)}>{item.title}</Link>
                  </td>
                  <td>{item.asker.loginId ?? '탈퇴한 회원'}</td>
                  <td>{item.fileCount > 0 ? `${String(item.fileCount)}개` : '없음'}</td>
                  <td>{seoulDateTime(item.createdAt)}</td>
                  <td>{item.answeredAt ? seoulDateTime(item.answeredAt) : '-'}</td>
                </tr>
              ))}
            </OpsTable>
          )}
          {data && data.totalPages > 1 && (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onChange={(page) => setState({ state: filter, page })}
            />
          )}
        </div>
      </Tabs>
    </section>
  );
}
