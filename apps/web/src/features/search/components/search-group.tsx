import {
  groupDigits,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchResult,
} from '@ilteo/contract';
import { RetryAlert } from '@/shared/ui/status/retry-alert';
import { useSearchResultPages } from '../api/get-search-results';
import { SearchHitItem } from './search-hit';

export const groupHeadingId = (kind: string) => `search-group-${kind}`;

const groupOf = (result: SearchResult | undefined, kind: SearchGroup['kind']) =>
  result?.groups.find((group) => group.kind === kind);

/** Hits of later pages that an earlier page already showed (the index moved) are left out. */
function uniqueHits(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.id)) return false;
    seen.add(hit.id);
    return true;
  });
}

/**
 * One kind's results: the first page came with every group; 더 보기 asks for
 * this kind's next page (`kind=`) and adds it below.
 */
export function SearchGroupSection({
  group,
  keyword,
  size,
  pages,
  onMore,
}: {
  group: SearchGroup;
  keyword: string;
  size: number;
  /** Pages shown, the first included. */
  pages: number;
  onMore: () => void;
}) {
  const { kind } = group;
  const label = SEARCH_KINDS[kind];
  const later = useSearchResultPages(
    Array.from({ length: pages - 1 }, (_, i) => ({ keyword, kind, page: i + 2, size })),
  );
  const items = uniqueHits([
    ...group.items,
    ...later.flatMap((query) => groupOf(query.data, kind)?.items ?? []),
  ]);
  const latest = groupOf(later.at(-1)?.data, kind) ?? group;
  const total = latest.total;
  const failed = later.find((query) => query.isError);
  const loading = later.some((query) => query.isPending);
  const hasMore = pages < latest.totalPages;
  const headingId = groupHeadingId(kind);

  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="search-group__title">
        {label} <span className="search-group__count">{groupDigits(total)}건</span>
      </h2>
      {items.length === 0 ? (
        <p className="search-group__empty">일치하는 결과가 없습니다.</p>
      ) : (
        <ul className="search-hits" aria-busy={loading}>
          {items.map((hit) => (
            <SearchHitItem key={hit.id} hit={hit} />
          ))}
        </ul>
      )}
      {failed ? (
        <RetryAlert
          className="search-group__failed"
          tone="secondary"
          message={`${label} 결과를 더 불러오지 못했습니다.`}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        hasMore && (
          <button
            type="button"
            className="button button--secondary button--small search-group__more"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={loading}
            onClick={() => {
              if (!loading) onMore();
            }}
          >
            {loading ? `${label} 불러오는 중` : `${label} 더 보기`}{' '}
            <span className="search-group__progress">
              ({groupDigits(items.length)}/{groupDigits(total)})
            </span>
          </button>
        )
      )}
    </section>
  );
}
