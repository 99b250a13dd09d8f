import { groupDigits } from '@ilteo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useListScreen } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { Select, type SelectItem } from '@/shared/ui/select';
import type { CatalogueFilters } from '../lib/catalogue-filters';
import { isSort, MONTH_ITEMS, SORT_ITEMS } from '../lib/filters';
import './certificates.css';

export const EMPTY_MESSAGE = '검색 결과가 없습니다. 검색어를 줄이거나 필터를 바꿔 보세요.';

/** One select filter of a configuration: which filter it sets, its label and options. */
export interface CatalogueSelect<F> {
  key: Extract<keyof F, string>;
  label: string;
  items: readonly SelectItem[];
}

export interface CataloguePage<Item> {
  items: Item[];
  total: number;
  page: number;
  totalPages: number;
  today: string;
}

/** What makes the list the certificate list or the language-test list. */
export interface CatalogueConfig<F extends CatalogueFilters, Item> {
  /** The history-entry key of the list's filters and page. */
  stateKey: string;
  /** Prefix of the ids that tie the section headings to their sections. */
  idPrefix: string;
  title: string;
  lead: string;
  searchLabel: string;
  searchPlaceholder: string;
  errorMessage: string;
  defaults: F;
  filtersFrom: (source: Readonly<Record<string, unknown>>) => F;
  /** Its own select filters, shown before 시험 월. */
  selects: readonly CatalogueSelect<F>[];
  usePage: (filters: F) => UseQueryResult<CataloguePage<Item>>;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, today: string) => ReactNode;
}

/**
 * A catalogue list screen: search (이름·약칭·초성), select filters, 지금 접수
 * 중, sort and pages. Filters and page live in the history entry, so Back
 * from a detail returns to the same page; a link may also carry them in its
 * query string (read once, when the screen opens).
 */
export function CatalogueList<F extends CatalogueFilters, Item>({
  config,
}: {
  config: CatalogueConfig<F, Item>;
}) {
  const { filters, setFilters, update, goTo, resultsRef } = useListScreen<F>(
    config.stateKey,
    config.filtersFrom,
  );
  const query = config.usePage(config.filtersFrom(filters));
  const openNowId = useId();
  const filtersTitleId = `${config.idPrefix}-filters-title`;
  const resultsTitleId = `${config.idPrefix}-results-title`;

  const reset = () => setFilters(config.defaults);
  const selects = [...config.selects, { key: 'examMonth', label: '시험 월', items: MONTH_ITEMS }];

  const data = query.data;

  return (
    <PageFrame title={config.title} lead={config.lead}>
      <section className="certi-filters" aria-labelledby={filtersTitleId}>
        <h2 id={filtersTitleId} className="sr-only">
          검색 조건
        </h2>
        <SearchBox
          label={config.searchLabel}
          placeholder={config.searchPlaceholder}
          hint="이름·약칭·초성으로 찾을 수 있습니다."
          debounce
          value={filters.keyword}
          onSearch={(keyword) => {
            if (keyword !== filters.keyword) update({ keyword } as Partial<F>);
          }}
        />
        <div className="certi-filters__grid">
          {selects.map(({ key, label, items }) => (
            <Select
              key={key}
              label={label}
              items={items}
              value={String(filters[key])}
              onValueChange={(value) => update({ [key]: value } as Partial<F>)}
            />
          ))}
        </div>
        <div className="certi-filters__row">
          <label className="toggle" htmlFor={openNowId}>
            <input
              id={openNowId}
              type="checkbox"
              className="toggle__input"
              checked={filters.openNow}
              onChange={(e) => update({ openNow: e.target.checked } as Partial<F>)}
            />
            <span className="toggle__label">지금 접수 중</span>
          </label>
          <Select
            className="certi-filters__sort"
            label="정렬"
            items={SORT_ITEMS}
            value={filters.sortBy}
            onValueChange={(sortBy) => {
              if (isSort(sortBy) && sortBy !== filters.sortBy) update({ sortBy } as Partial<F>);
            }}
          />
        </div>
      </section>

      <section className="certi-results" aria-labelledby={resultsTitleId}>
        <h2 id={resultsTitleId} ref={resultsRef} tabIndex={-1} className="certi-results__title">
          검색 결과
          {data && <span className="certi-results__count"> {groupDigits(data.total)}개</span>}
        </h2>
        <div aria-busy={query.isFetching}>
          {query.isError ? (
            <ListError message={config.errorMessage} onRetry={() => void query.refetch()} />
          ) : !data ? (
            <ListSkeleton />
          ) : data.items.length === 0 ? (
            <ListEmpty message={EMPTY_MESSAGE}>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={reset}
              >
                필터 초기화
              </button>
            </ListEmpty>
          ) : (
            <ul className="certi-list">
              {data.items.map((item) => (
                <li key={config.itemKey(item)} className="certi-card">
                  {config.renderItem(item, data.today)}
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && data.items.length > 0 && (
          <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
        )}
      </section>
    </PageFrame>
  );
}
