import { GUIDE_CATEGORIES, GUIDE_STATES, withQuery, type GuideState } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { tabsWithAll } from '@/shared/ui/tabs/tabs-with-all';
import { useGuideArticles } from '../api/get-guide-articles';
import { seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';

type Filter = GuideState | 'all';
const FILTERS: readonly { id: Filter; label: string }[] = tabsWithAll(GUIDE_STATES);
const isFilter = (v: unknown): v is Filter => FILTERS.some((f) => f.id === v);
const COLUMNS = ['분류', '제목', '상태', '게시일', '최근 수정', '조회'] as const;

export const guideEditPath = (articleId?: number) =>
  articleId === undefined ? paths.opsGuideEdit : withQuery(paths.opsGuideEdit, { articleId });

/**
 * /ops/guide: 취업 가이드 articles in every state, last changed first; any
 * operator writes and edits them. The filter and page are kept in history.
 */
export function GuideArticlesPage() {
  const [state, setState] = useListState<{ state: string; page: number }>('ops-guide', {
    state: 'all',
    page: 1,
  });
  const filter: Filter = isFilter(state.state) ? state.state : 'all';
  const list = useGuideArticles(filter === 'all' ? undefined : filter, state.page);
  const data = list.data;

  return (
    <section className="ops-card" aria-labelledby="ops-guide-title">
      <h1 id="ops-guide-title" className="ops-title">
        취업 가이드
      </h1>
      <p className="ops-lead">
        회원에게 보이는 취업 가이드 글입니다. 게시한 글만 목록과 통합 검색에 나옵니다.{' '}
        <Link className="button button--primary button--small" to={guideEditPath()}>
          새 글 쓰기
        </Link>
      </p>
      <Tabs
        tabs={FILTERS}
        active={filter}
        onSelect={(next) => setState({ state: next, page: 1 })}
        label="가이드 상태"
        idPrefix="ops-guide"
      >
        <div aria-busy={list.isFetching}>
          {list.isPending && <ListSkeleton rows={3} />}
          {list.isError && (
            <ListError
              message="가이드 목록을 불러오지 못했습니다."
              onRetry={() => void list.refetch()}
            />
          )}
          {data && data.items.length === 0 && <ListEmpty message="가이드 글이 없습니다." />}
          {data && data.items.length > 0 && (
            <OpsTable caption={`가이드 ${String(data.total)}건`} columns={COLUMNS}>
              {data.items.map((item) => (
                <tr key={item.articleId}>
                  <td>{GUIDE_CATEGORIES[item.category]}</td>
                  <td>
                    <Link to={guideEditPath(item.articleId)}>{item.title}</Link>
                  </td>
                  <td>{GUIDE_STATES[item.state]}</td>
                  <td>{item.publishedAt ? seoulDateTime(item.publishedAt) : '-'}</td>
                  <td>{seoulDateTime(item.updatedAt)}</td>
                  <td>{item.viewCount}</td>
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
