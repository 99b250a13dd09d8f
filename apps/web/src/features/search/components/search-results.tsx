import {
  groupDigits,
  SEARCH_KIND_LIST,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchKind,
} from '@ilteo/contract';
import { useListState } from '@/shared/lib/use-list-state';
import { RetryAlert } from '@/shared/ui/status/retry-alert';
import { useSearchResults } from '../api/get-search-results';
import { NoResults } from './search-tips';
import { groupHeadingId, SearchGroupSection } from './search-group';

/** Hits per group and per 더 보기. */
export const GROUP_SIZE = 5;

/** Pages shown per group; kept in the history entry so Back from a hit shows as much again. */
type GroupPages = Partial<Record<SearchKind, number>>;
export const SEARCH_STATE_KEY = 'global-search';

const byKindOrder = (a: SearchGroup, b: SearchGroup) =>
  SEARCH_KIND_LIST.indexOf(a.kind) - SEARCH_KIND_LIST.indexOf(b.kind);

/** The results of one keyword, every kind with its count. Mount it keyed by the keyword. */
export function SearchResults({ keyword }: { keyword: string }) {
  const query = useSearchResults({ keyword, page: 1, size: GROUP_SIZE });
  const [pages, setPages] = useListState<GroupPages>(SEARCH_STATE_KEY, {});
  const shown = (kind: SearchKind): number => {
    const saved = pages[kind];
    return typeof saved === 'number' && Number.isInteger(saved) && saved > 1 ? saved : 1;
  };

  const groups = query.data ? [...query.data.groups].sort(byKindOrder) : [];
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const summary = query.isError
    ? ''
    : !query.data
      ? '검색하는 중입니다.'
      : `‘${keyword}’ 검색 결과 ${groupDigits(total)}건`;

  return (
    <div className="search-results" aria-busy={query.isPending}>
      <p className="search-results__summary" role="status">
        {summary}
      </p>
      {query.isError ? (
        <RetryAlert
          className="search-status"
          message="검색 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <ResultsSkeleton />
      ) : total === 0 ? (
        <NoResults keyword={keyword} />
      ) : (
        <>
          <ul className="search-counts" aria-label="종류별 결과 수">
            {groups.map((group) => (
              <li key={group.kind}>
                <button
                  type="button"
                  className="search-counts__item"
                  onClick={() => {
                    const heading = document.getElementById(groupHeadingId(group.kind));
                    heading?.scrollIntoView({ block: 'start' });
                    heading?.focus();
                  }}
                >
                  {SEARCH_KINDS[group.kind]}{' '}
                  <span className="search-counts__number">{groupDigits(group.total)}</span>
                </button>
              </li>
            ))}
          </ul>
          {groups.map((group) => (
            <SearchGroupSection
              key={group.kind}
              group={group}
              keyword={keyword}
              size={GROUP_SIZE}
              pages={shown(group.kind)}
              onMore={() =>
                setPages((saved) => ({ ...saved, [group.kind]: shown(group.kind) + 1 }))
              }
            />
          ))}
        </>
      )}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <ul className="search-hits search-hits--skeleton" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="search-hit">
          <span className="search-skeleton search-skeleton--title" />
          <span className="search-skeleton search-skeleton--line" />
        </li>
      ))}
    </ul>
  );
}
