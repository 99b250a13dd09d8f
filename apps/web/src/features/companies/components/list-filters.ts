import {
  COMPANY_INDUSTRIES,
  COMPANY_LIMITS,
  COMPANY_SORTS,
  type CompanySort,
} from '@ilteo/contract';
import type { CompanyListParams } from '../api/get-companies';

/**
 * The company list's filters as the screen holds them (history entry and
 * address alike) and their two translations: to the API's query and to the
 * address's query string, so a copied link opens the same list.
 */
export type CompanyFilters = {
  q: string;
  industry: string[];
  companyType: string[];
  size: string[];
  region: string[];
  sort: CompanySort;
  page: number;
};

export const COMPANY_DEFAULTS: CompanyFilters = {
  q: '',
  industry: [],
  companyType: [],
  size: [],
  region: [],
  sort: 'rating',
  page: 1,
};

const LIST_KEYS = ['industry', 'companyType', 'size', 'region'] as const;
type ListKey = (typeof LIST_KEYS)[number];

const CODE = /^[0-9A-Za-z_-]{1,10}$/;
const MAX_CODES = 20;

const isSort = (value: unknown): value is CompanySort =>
  typeof value === 'string' && Object.hasOwn(COMPANY_SORTS, value);

/** Values of one list filter from an address (comma-joined) or a saved state (an array). */
function codesOf(value: unknown, key: ListKey): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = raw
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => CODE.test(v))
    .filter((v) => key !== 'industry' || Object.hasOwn(COMPANY_INDUSTRIES, v));
  return [...new Set(codes)].slice(0, MAX_CODES);
}

function pageOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= COMPANY_LIMITS.maxPage ? n : 1;
}

/** Filters from an address's query or a saved state; anything unknown falls back to the default. */
export function companyFiltersFrom(input: Readonly<Record<string, unknown>>): CompanyFilters {
  const q = typeof input.q === 'string' ? input.q.trim().slice(0, COMPANY_LIMITS.searchLength) : '';
  return {
    q,
    industry: codesOf(input.industry, 'industry'),
    companyType: codesOf(input.companyType, 'companyType'),
    size: codesOf(input.size, 'size'),
    region: codesOf(input.region, 'region'),
    sort: isSort(input.sort) ? input.sort : COMPANY_DEFAULTS.sort,
    page: pageOf(input.page),
  };
}

/** The API's query: empty filters left out. */
export function companyQueryOf(filters: CompanyFilters): CompanyListParams {
  const params: CompanyListParams = { sort: filters.sort, page: filters.page };
  if (filters.q) params.q = filters.q;
  for (const key of LIST_KEYS) if (filters[key].length > 0) params[key] = filters[key];
  return params;
}

/** The address's query string: only what differs from the defaults, arrays comma-joined. */
export function companySearchOf(filters: CompanyFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.q) search.q = filters.q;
  for (const key of LIST_KEYS) if (filters[key].length > 0) search[key] = filters[key].join(',');
  if (filters.sort !== COMPANY_DEFAULTS.sort) search.sort = filters.sort;
  if (filters.page !== 1) search.page = String(filters.page);
  return search;
}

export const hasFilters = (filters: CompanyFilters): boolean =>
  filters.q !== '' || LIST_KEYS.some((key) => filters[key].length > 0);
