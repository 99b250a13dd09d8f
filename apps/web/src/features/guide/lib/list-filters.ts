import { GUIDE_CATEGORIES, GUIDE_LIMITS, type GuideCategory } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import type { GuideListParams } from '../api/get-guide-list';

/** The guide list's filters, kept in the history entry (useListState), read once from the address. */
export interface GuideFilters {
  [key: string]: unknown;
  /** '' for every category. */
  category: GuideCategory | '';
  q: string;
  page: number;
}

export const GUIDE_DEFAULTS: GuideFilters = { category: '', q: '', page: 1 };

export const isGuideCategory = (value: unknown): value is GuideCategory =>
  typeof value === 'string' && Object.hasOwn(GUIDE_CATEGORIES, value);

function pageOf(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= GUIDE_LIMITS.maxPage ? page : 1;
}

/** The filters from any record (the address, a saved history entry), dropping what is not valid. */
export function guideFiltersFrom(source: Readonly<Record<string, unknown>>): GuideFilters {
  return {
    category: isGuideCategory(source.category) ? source.category : '',
    q: typeof source.q === 'string' ? source.q.trim().slice(0, GUIDE_LIMITS.searchLength) : '',
    page: pageOf(source.page),
  };
}

/** The query as sent; empty filters left out. */
export function guideQueryOf(f: GuideFilters): GuideListParams {
  return {
    ...(f.category ? { category: f.category } : {}),
    ...(f.q ? { q: f.q } : {}),
    page: f.page,
  };
}

/** '2026.11.20' (its day in Seoul), as the list and the detail show a publication date. */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatYmd(seoulToday(date));
}
