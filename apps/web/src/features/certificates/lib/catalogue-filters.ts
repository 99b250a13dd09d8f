import { isSort, monthOf, PAGE_SIZE, pageOf, textOf, type SortBy } from './filters';

/**
 * What both catalogue lists (certificates, language tests) filter by; each
 * configuration adds its own select filters. Kept in history (useListState).
 */
export interface CatalogueFilters {
  [key: string]: unknown;
  keyword: string;
  openNow: boolean;
  examMonth: string;
  sortBy: SortBy;
  page: number;
}

export const CATALOGUE_DEFAULTS: CatalogueFilters = {
  keyword: '',
  openNow: false,
  examMonth: '',
  sortBy: 'popularity',
  page: 1,
};

/** The shared filters from any record (the URL, a saved history entry), dropping what is not valid. */
export function catalogueFiltersFrom(source: Readonly<Record<string, unknown>>): CatalogueFilters {
  return {
    keyword: textOf(source.keyword),
    openNow: source.openNow === true || source.openNow === 'Y',
    examMonth: monthOf(source.examMonth),
    sortBy: isSort(source.sortBy) ? source.sortBy : 'popularity',
    page: pageOf(source.page),
  };
}

/**
 * The query as sent: the keyword, then the configuration's own filters
 * (`extra`, in its order), then the shared ones; empty filters left out.
 */
export function catalogueQueryOf<Extra extends object>(f: CatalogueFilters, extra: Extra) {
  return {
    keyword: f.keyword || undefined,
    ...extra,
    openNow: f.openNow ? ('Y' as const) : undefined,
    examMonth: f.examMonth ? Number(f.examMonth) : undefined,
    sortBy: f.sortBy,
    page: f.page,
    size: PAGE_SIZE,
  };
}
