import { NOTICE_CATEGORIES, NOTICE_MAX_PAGE, type NoticeCategory } from '@ilteo/contract';
import type { NoticeListParams } from '../api/get-notices';

/**
 * The notice list's filters, kept in the history entry (useListState) and
 * read once from the address (`?category=&q=&page=`): Back from a notice
 * returns to the same tab, search and page.
 */
export interface NoticeFilters {
  [key: string]: unknown;
  /** '' for every category. */
  category: NoticeCategory | '';
  q: string;
  page: number;
}

export const NOTICE_DEFAULTS: NoticeFilters = { category: '', q: '', page: 1 };

const isCategory = (value: unknown): value is NoticeCategory =>
  typeof value === 'string' && Object.hasOwn(NOTICE_CATEGORIES, value);

/** The filters from any record (the address, a saved entry), dropping what is not valid. */
export function noticeFiltersFrom(source: Readonly<Record<string, unknown>>): NoticeFilters {
  const page = Number(source.page);
  return {
    category: isCategory(source.category) ? source.category : '',
    q: typeof source.q === 'string' ? source.q.trim().slice(0, 50) : '',
    page: Number.isInteger(page) && page >= 1 && page <= NOTICE_MAX_PAGE ? page : 1,
  };
}

/** The query as sent: empty filters left out. */
export function noticeQueryOf(filters: NoticeFilters): NoticeListParams {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    page: filters.page,
  };
}
