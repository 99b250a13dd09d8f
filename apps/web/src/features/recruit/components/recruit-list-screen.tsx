import { groupDigits, CODE_GROUPS, POSTING_FILTER_LIMITS, type CodeGroup } from '@ilteo/contract';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCommonCodes } from '@/shared/api/common-codes';
import { useRecruitRegions } from '@/shared/api/recruit-regions';
import { useListState } from '@/shared/lib/use-list-state';
import { PostingCard } from '@/shared/postings/posting-card';
import { useDeviceInfo } from '@/shared/stores/app-store';
import { InterestButton } from '@/shared/ui/interest-button';
import { Modal } from '@/shared/ui/modal/modal';
import { ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { Select } from '@/shared/ui/select';
import { usePostingFacets } from '../api/get-posting-facets';
import { usePostings } from '../api/get-postings';
import { filterNamesOf } from '../lib/code-names';
import { removalHints } from '../lib/empty-hints';
import { chipsOf, withoutChip, withoutFilter } from '../lib/filter-chips';
import { parseSort, SORT_ITEMS, sortValue } from '../lib/filter-options';
import {
  filterParamsOf,
  hasFilters,
  listParamsOf,
  RECRUIT_DEFAULTS,
  recruitFiltersFrom,
  type RecruitFilters,
} from '../lib/recruit-filters';
import { FilterChipsBar } from './filter-chips-bar';
import { FilterPanel, type FilterSources } from './filter-panel';
import { RecruitAdBadge } from './top-postings';
import { EmptyResults, ListError } from './list-states';
import './recruit.css';

const FILTER_GROUPS: readonly CodeGroup[] = [
  CODE_GROUPS.education,
  CODE_GROUPS.employmentType,
  CODE_GROUPS.companyType,
  CODE_GROUPS.preferential,
];
const JOB_GROUPS: readonly CodeGroup[] = [CODE_GROUPS.job];

export interface RecruitListScreenProps {
  /** History key of the filter state (useListState). */
  stateKey: string;
  /** The intern list: intern=Y is always sent. */
  intern: boolean;
  title: string;
  intro: string;
  /** Above the results (the main list's 추천 공고); given the server's today once it is known. */
  top?: (today: string | undefined) => ReactNode;
}

/**
 * The recruitment list: keyword, filters with counts, chips, sort and pages.
 * Filters and page live in the history entry, so Back from a posting returns
 * to the same page; a link may open it with filters in its query string
 * (?companyId=12, ?keyword=개발, ?regions=11680). On a phone the filters open
 * in a full-screen sheet; wider screens show them beside the results.
 */
export function RecruitListScreen({ stateKey, intern, title, intro, top }: RecruitListScreenProps) {
  const [searchParams] = useSearchParams();
  // Only the address the screen was opened with: read once, on first render.
  const [fromUrl] = useState(() => recruitFiltersFrom(Object.fromEntries(searchParams)));
  const [saved, setFilters] = useListState<RecruitFilters>(stateKey, fromUrl);
  const filters = useMemo(() => recruitFiltersFrom(saved), [saved]);

  const list = usePostings(useMemo(() => listParamsOf(filters, intern), [filters, intern]));
  const facets = usePostingFacets(
    useMemo(() => filterParamsOf(filters, intern), [filters, intern]),
  );
  const regions = useRecruitRegions();
  const jobs = useCommonCodes(JOB_GROUPS, true);
  const codes = useCommonCodes(FILTER_GROUPS);

  const { isMobile } = useDeviceInfo();
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const sheetTitleId = useId();

  const update = (patch: Partial<RecruitFilters>) =>
    setFilters((f) => ({ ...recruitFiltersFrom(f), ...patch, page: 1 }));
  const replace = (next: RecruitFilters) => setFilters(next);
  const reset = () => setFilters(RECRUIT_DEFAULTS);
  const goTo = (page: number) => {
    setFilters((f) => ({ ...f, page }));
    resultsRef.current?.focus();
  };

  const data = list.data;
  const names = useMemo(
    () => ({
      ...filterNamesOf(regions.data, jobs.data?.[CODE_GROUPS.job], codes.data),
      companyName: data?.items.find((p) => String(p.company.companyId) === filters.companyId)
        ?.company.name,
    }),
    [regions.data, jobs.data, codes.data, data, filters.companyId],
  );
  const chips = chipsOf(filters, names);
  const filtered = hasFilters(filters);

  const sources: FilterSources = {
    regions: regions.data,
    jobs: jobs.data?.[CODE_GROUPS.job],
    codes: codes.data,
    facets: facets.data,
    failed: regions.isError || jobs.isError || codes.isError,
    onRetry: () => {
      if (regions.isError) void regions.refetch();
      if (jobs.isError) void jobs.refetch();
      if (codes.isError) void codes.refetch();
    },
  };
  const panel = <FilterPanel filters={filters} onChange={update} sources={sources} />;

  return (
    <PageFrame
      title={title}
      lead={intro}
      head={
        <SearchBox
          label="채용공고 검색"
          placeholder="공고 제목, 회사 이름, 직무"
          maxLength={POSTING_FILTER_LIMITS.keywordLength}
          value={filters.keyword}
          onSearch={(keyword) => {
            if (keyword !== filters.keyword) update({ keyword });
          }}
        />
      }
    >
      <div className="recruit-page__body">
        {!isMobile && (
          <section className="recruit-filters" aria-labelledby="recruit-filters-title">
            <h2 id="recruit-filters-title" className="recruit-filters__title">
              상세 조건
            </h2>
            {panel}
          </section>
        )}

        <section className="recruit-results" aria-labelledby="recruit-results-title">
          <div className="recruit-results__bar">
            <h2
              id="recruit-results-title"
              ref={resultsRef}
              tabIndex={-1}
              className="recruit-results__title"
            >
              채용공고
              {data && <span className="recruit-results__count"> {groupDigits(data.total)}건</span>}
            </h2>
            <div className="recruit-results__tools">
              {isMobile && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-haspopup="dialog"
                  onClick={() => setSheetOpen(true)}
                >
                  상세 조건{chips.length > 0 && ` (${chips.length})`}
                </button>
              )}
              <Select
                className="recruit-results__sort"
                label="정렬"
                hideLabel
                items={SORT_ITEMS}
                value={sortValue(filters.sortBy, filters.sortType)}
                onValueChange={(value) => {
                  const sort = parseSort(value);
                  if (sort && value !== sortValue(filters.sortBy, filters.sortType)) update(sort);
                }}
              />
            </div>
          </div>

          <FilterChipsBar
            chips={chips}
            onRemove={(chip) => replace(withoutChip(filters, chip))}
            onReset={reset}
          />

          {top?.(data?.today)}

          <div aria-busy={list.isFetching}>
            {list.isError && !data ? (
              <ListError onRetry={() => void list.refetch()} />
            ) : !data ? (
              <ListSkeleton />
            ) : data.items.length === 0 ? (
              <EmptyResults
                filtered={filtered}
                hasKeyword={filters.keyword !== ''}
                hints={facets.data ? removalHints(filters, facets.data) : []}
                onRemoveFilter={(key) => replace(withoutFilter(filters, key))}
                onReset={reset}
              />
            ) : (
              <ul className="recruit-list">
                {data.items.map((posting) => {
                  // Paid 강조 (decision 0040): the page names its highlighted postings.
                  const highlighted = data.highlightedIds?.includes(posting.postingId) === true;
                  const interest = (
                    <InterestButton
                      contentType="posting"
                      contentId={String(posting.postingId)}
                      name={posting.title}
                      interested={posting.interested}
                    />
                  );
                  return (
                    <li
                      key={posting.postingId}
                      className={highlighted ? 'recruit-list__item--highlight' : undefined}
                    >
                      <PostingCard
                        posting={posting}
                        today={data.today}
                        headingLevel={3}
                        extra={
                          highlighted ? (
                            <span className="recruit-list__extra">
                              <RecruitAdBadge label="강조" />
                              {interest}
                            </span>
                          ) : (
                            interest
                          )
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          {data && data.items.length > 0 && (
            <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
          )}
        </section>
      </div>

      {isMobile && sheetOpen && (
        <Modal
          labelledBy={sheetTitleId}
          onDismiss={() => setSheetOpen(false)}
          className="filter-sheet"
        >
          <div className="filter-sheet__head">
            <h2 id={sheetTitleId} className="filter-sheet__title">
              상세 조건
            </h2>
            <button
              type="button"
              className="filter-chips__reset"
              onClick={reset}
              disabled={chips.length === 0}
            >
              초기화
            </button>
          </div>
          <div className="filter-sheet__body">{panel}</div>
          <div className="filter-sheet__foot">
            <button
              type="button"
              className="button button--primary filter-sheet__done"
              onClick={() => setSheetOpen(false)}
            >
              {data ? `${groupDigits(data.total)}건 보기` : '결과 보기'}
            </button>
          </div>
        </Modal>
      )}
    </PageFrame>
  );
}
