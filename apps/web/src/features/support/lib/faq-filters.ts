import {
  SUPPORT_CATEGORIES,
  idFromText,
  type FaqItem,
  type SupportCategory,
} from '@ilteo/contract';
import type { FaqParams } from '../api/get-faq';

/**
 * The FAQ's filters and open entries, kept in the history entry
 * (useListState); `?category=&q=` and `?faqId=` (a link to one entry, as
 * the global search gives) are read once from the address.
 */
export interface FaqFilters {
  [key: string]: unknown;
  /** '' for every category. */
  category: SupportCategory | '';
  q: string;
  /** The entries shown open, by id. */
  open: number[];
}

const isCategory = (value: unknown): value is SupportCategory =>
  typeof value === 'string' && Object.hasOwn(SUPPORT_CATEGORIES, value);

export function faqFiltersFrom(source: Readonly<Record<string, unknown>>): FaqFilters {
  const linked = typeof source.faqId === 'string' ? idFromText(source.faqId) : undefined;
  const open = Array.isArray(source.open)
    ? source.open.filter((id): id is number => Number.isInteger(id))
    : [];
  return {
    category: isCategory(source.category) ? source.category : '',
    q: typeof source.q === 'string' ? source.q.trim().slice(0, 50) : '',
    open: linked === undefined ? open : [linked],
  };
}

export function faqQueryOf(filters: FaqFilters): FaqParams {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

const ORDER = Object.keys(SUPPORT_CATEGORIES);

/** Entries in the vocabulary's category order, keeping the operators' order within each. */
export function inCategoryOrder(items: readonly FaqItem[]): FaqItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        ORDER.indexOf(a.item.category) - ORDER.indexOf(b.item.category) || a.index - b.index,
    )
    .map(({ item }) => item);
}
