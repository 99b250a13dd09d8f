import {
  CONTENT_KIND_LABELS,
  MODERATION_STATUS_LABELS,
  MODERATION_STATUSES,
  REPORT_TARGETS,
  type ContentKind,
  type ModerationItemSummary,
  type ModerationStatus,
} from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useModerationQueue } from '../api/get-moderation-queue';
import { formatScore, seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';

const isStatus = (value: unknown): value is ModerationStatus =>
  (MODERATION_STATUSES as readonly unknown[]).includes(value);
const isReportKind = (value: unknown): value is ContentKind =>
  (REPORT_TARGETS as readonly unknown[]).includes(value);

const STATUS_TABS = MODERATION_STATUSES.map((id) => ({ id, label: MODERATION_STATUS_LABELS[id] }));
const COLUMNS = ['종류', '제목', '점수', '신고자', '상태', '임시조치', '이의', '접수일'] as const;

export const moderationItemPath = (itemId: number) =>
  `${paths.opsModerationItem}?itemId=${String(itemId)}`;

function QueueRow({ item }: { item: ModerationItemSummary }) {
  return (
    <tr>
      <td>{item.kindLabel}</td>
      <td>
        <Link to={moderationItemPath(item.itemId)}>{item.title || '(제목 없음)'}</Link>
      </td>
      <td>{formatScore(item.score)}</td>
      <td>{item.reporters}명</td>
      <td>{MODERATION_STATUS_LABELS[item.status]}</td>
      <td>{item.blindedAt ? seoulDateTime(item.blindedAt) : '-'}</td>
      <td>
        {item.objectedAt ? <span title={seoulDateTime(item.objectedAt)}>이의 신청</span> : '-'}
      </td>
      <td>{seoulDateTime(item.createdAt)}</td>
    </tr>
  );
}

/**
 * /ops/moderation: reported content, one queue for every kind, heaviest
 * (the weighted sum of its reports) first; by status and kind. The status,
 * kind and page are kept in history, so Back from an item returns here as
 * it was.
 */
export function ModerationPage() {
  const [state, setState] = useListState<{ status: string; kind: string; page: number }>(
    'ops-moderation',
    { status: 'pending', kind: '', page: 1 },
  );
  const status: ModerationStatus = isStatus(state.status) ? state.status : 'pending';
  const kind = isReportKind(state.kind) ? state.kind : undefined;
  const queue = useModerationQueue({ status, kind, page: state.page });
  const data = queue.data;

  return (
    <section className="ops-card" aria-labelledby="ops-moderation-title">
      <h1 id="ops-moderation-title" className="ops-title">
        신고 검토
      </h1>
      <p className="ops-lead">
        신고된 콘텐츠를 점수가 높은 순으로 검토합니다. 신고가 쌓여 임시조치된 항목과 작성자가 이의를
        신청한 항목도 여기에 있습니다.
      </p>
      <div className="ops-search">
        <label>
          콘텐츠 종류
          <select
            value={kind ?? ''}
            onChange={(e) => setState({ status, kind: e.target.value, page: 1 })}
          >
            <option value="">전체</option>
            {REPORT_TARGETS.map((k) => (
              <option key={k} value={k}>
                {CONTENT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Tabs
        tabs={STATUS_TABS}
        active={status}
        onSelect={(next) => setState({ status: next, kind: kind ?? '', page: 1 })}
        label="처리 상태"
        idPrefix="ops-moderation"
      >
        <div aria-busy={queue.isFetching}>
          {queue.isPending && <ListSkeleton rows={3} />}
          {queue.isError && (
            <ListError
              message="신고 검토 목록을 불러오지 못했습니다."
              onRetry={() => void queue.refetch()}
            />
          )}
          {data && data.items.length === 0 && (
            <ListEmpty message={`${MODERATION_STATUS_LABELS[status]} 항목이 없습니다.`} />
          )}
          {data && data.items.length > 0 && (
            <OpsTable
              caption={`${MODERATION_STATUS_LABELS[status]} ${String(data.total)}건`}
              columns={COLUMNS}
            >
              {data.items.map((item) => (
                <QueueRow key={item.itemId} item={item} />
              ))}
            </OpsTable>
          )}
          {data && data.totalPages > 1 && (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onChange={(page) => setState({ status, kind: kind ?? '', page })}
            />
          )}
        </div>
      </Tabs>
    </section>
  );
}
