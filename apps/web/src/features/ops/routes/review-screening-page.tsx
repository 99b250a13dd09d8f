import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Tabs } from '@/shared/ui/tabs/tabs';
import {
  useReviewScreening,
  type ScreeningKind,
  type ScreeningQueue,
} from '../api/get-review-screening';
import { ScreeningCard } from '../components/screening-card';
import '../components/ops-reviews.css';

const KINDS: readonly { id: ScreeningKind; label: string }[] = [
  { id: 'company-review', label: '기업 리뷰' },
  { id: 'interview-review', label: '면접 후기' },
];
const QUEUES: readonly { id: ScreeningQueue; label: string }[] = [
  { id: 'pending', label: '심사 대기' },
  { id: 'objected', label: '이의 제기' },
];
const isKind = (v: unknown): v is ScreeningKind => KINDS.some((k) => k.id === v);
const isQueue = (v: unknown): v is ScreeningQueue => QUEUES.some((q) => q.id === v);

/**
 * /ops/review-screening: reviews and interview reviews waiting to be
 * published or rejected, and 임시조치 their authors objected to (restore or
 * keep held). Each item shows its whole text; operators never edit it. The
 * queue, kind and page are kept in history.
 */
export function ReviewScreeningPage() {
  const [state, setState] = useListState<{ kind: string; queue: string; page: number }>(
    'ops-review-screening',
    { kind: 'company-review', queue: 'pending', page: 1 },
  );
  const kind: ScreeningKind = isKind(state.kind) ? state.kind : 'company-review';
  const queue: ScreeningQueue = isQueue(state.queue) ? state.queue : 'pending';
  const list = useReviewScreening({ kind, queue, page: state.page });
  const data = list.data;
  const queueLabel = QUEUES.find((q) => q.id === queue)?.label ?? '';
  const kindLabel = KINDS.find((k) => k.id === kind)?.label ?? '';

  return (
    <section className="ops-card" aria-labelledby="ops-review-screening-title">
      <h1 id="ops-review-screening-title" className="ops-title">
        리뷰 심사
      </h1>
      <p className="ops-lead">
        기업 리뷰와 면접 후기는 심사 후 게시합니다. 글은 고치지 않고 게시하거나 사유와 함께
        반려합니다. 기업의 임시조치에 작성자가 이의를 제기하면 다시 게시하거나 임시조치를
        유지합니다.
      </p>
      <div className="ops-search">
        <label>
          리뷰 종류
          <select value={kind} onChange={(e) => setState({ kind: e.target.value, queue, page: 1 })}>
            {KINDS.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Tabs
        tabs={QUEUES}
        active={queue}
        onSelect={(next) => setState({ kind, queue: next, page: 1 })}
        label="심사 목록"
        idPrefix="ops-review-screening"
      >
        <div aria-busy={list.isFetching}>
          {list.isPending && <ListSkeleton rows={3} />}
          {list.isError && (
            <ListError
              message="리뷰 심사 목록을 불러오지 못했습니다."
              onRetry={() => void list.refetch()}
            />
          )}
          {data && data.items.length === 0 && (
            <ListEmpty message={`${kindLabel} ${queueLabel} 항목이 없습니다.`} />
          )}
          {data && data.items.length > 0 && (
            <>
              <p className="ops-lead">
                {kindLabel} {queueLabel} {data.total}건
              </p>
              {data.items.map((item) => (
                <ScreeningCard
                  key={`${item.kind}-${String(item.id)}`}
                  item={item}
                  objected={queue === 'objected'}
                />
              ))}
            </>
          )}
          {data && data.totalPages > 1 && (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onChange={(page) => setState({ kind, queue, page })}
            />
          )}
        </div>
      </Tabs>
    </section>
  );
}
