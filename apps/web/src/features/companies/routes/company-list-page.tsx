import {
  COMPANY_LIMITS,
  COMPANY_SORTS,
  groupDigits,
  type CompanyPage,
  type CompanySort,
} from '@ilteo/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { Select } from '@/shared/ui/select';
import { useCompanies } from '../api/get-companies';
import { CompanyCard } from '../components/company-card';
import { CompanyFilterPanel } from '../components/company-filter-panel';
import {
  COMPANY_DEFAULTS,
  companyFiltersFrom,
  companyQueryOf,
  companySearchOf,
  hasFilters,
  type CompanyFilters,
} from '../components/list-filters';
import '../components/companies.css';

const SORT_ITEMS = (Object.keys(COMPANY_SORTS) as CompanySort[]).map((value) => ({
  value,
  label: COMPANY_SORTS[value],
}));

const isSort = (value: string): value is CompanySort => Object.hasOwn(COMPANY_SORTS, value);

/**
 * /person/company/info: companies by name (Korean bigrams and 초성 are the
 * server's), industry, type, size and region, sorted by rating, reviews or
 * open postings. Filters and page live in the history entry (Back from a
 * company returns to the same page) and in the address, so a copied link
 * opens the same list.
 */
export function CompanyListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Only the address the screen was opened with: read once, on first render.
  const [fromUrl] = useState(() => companyFiltersFrom(Object.fromEntries(searchParams)));
  const [saved, setFilters] = useListState<CompanyFilters>('company-list', fromUrl);
  const filters = useMemo(() => companyFiltersFrom(saved), [saved]);
  const query = useCompanies(useMemo(() => companyQueryOf(filters), [filters]));
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const search = new URLSearchParams(companySearchOf(filters)).toString();
  const address = searchParams.toString();
  const addressRef = useRef(address);
  useEffect(() => {
    addressRef.current = address;
  }, [address]);
  useEffect(() => {
    // The address follows the filters without a new history entry (Back leaves the list).
    if (search !== addressRef.current) {
      setSearchParams(new URLSearchParams(search), { replace: true, preventScrollReset: true });
    }
  }, [search, setSearchParams]);

  const update = (patch: Partial<CompanyFilters>) =>
    setFilters((f) => ({ ...companyFiltersFrom(f), ...patch, page: 1 }));
  const goTo = (page: number) => {
    setFilters((f) => ({ ...f, page }));
    resultsRef.current?.focus();
  };

  const data = query.data;
  return (
    <PageFrame
      title="기업정보"
      lead="기업의 평점과 리뷰, 채용 중인 공고를 한눈에 비교합니다."
      className="company-list-page"
      head={
        <SearchBox
          label="기업 검색"
          placeholder="기업 이름 (초성 검색 가능)"
          maxLength={COMPANY_LIMITS.searchLength}
          value={filters.q}
          onSearch={(q) => {
            if (q !== filters.q) update({ q });
          }}
        />
      }
    >
      <div className="company-list__body">
        <section className="company-filters" aria-labelledby="company-filters-title">
          <div className="company-filters__head">
            <h2 id="company-filters-title" className="company-filters__title">
              상세 조건
            </h2>
            {hasFilters(filters) && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setFilters({ ...COMPANY_DEFAULTS, sort: filters.sort })}
              >
                초기화
              </button>
            )}
          </div>
          <CompanyFilterPanel filters={filters} onChange={update} />
        </section>

        <section className="company-results" aria-labelledby="company-results-title">
          <div className="company-results__bar">
            <h2
              id="company-results-title"
              ref={resultsRef}
              tabIndex={-1}
              className="company-results__title"
            >
              기업
              {data && <span className="company-results__count"> {groupDigits(data.total)}곳</span>}
            </h2>
            <Select
              className="company-results__sort"
              label="정렬"
              hideLabel
              items={SORT_ITEMS}
              value={filters.sort}
              onValueChange={(value) => {
                if (isSort(value) && value !== filters.sort) update({ sort: value });
              }}
            />
          </div>
          <div aria-busy={query.isFetching}>
            {query.isError && !data ? (
              <ListError
                message="기업 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
                onRetry={() => void query.refetch()}
              />
            ) : !data ? (
              <ListSkeleton />
            ) : (
              <CompanyList data={data} filtered={hasFilters(filters)} />
            )}
          </div>
          {data && data.items.length > 0 && (
            <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
          )}
        </section>
      </div>
    </PageFrame>
  );
}

function CompanyList({ data, filtered }: { data: CompanyPage; filtered: boolean }) {
  if (data.items.length === 0) {
    return (
      <ListEmpty
        message={filtered ? '조건에 맞는 기업이 없습니다.' : '아직 등록된 기업이 없습니다.'}
        hint={filtered ? '검색어를 바꾸거나 조건을 줄여 보세요.' : undefined}
      />
    );
  }
  return (
    <ul className="company-list" aria-label="기업 목록">
      {data.items.map((company) => (
        <li key={company.companyId}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}
