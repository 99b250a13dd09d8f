import type { LangListParams } from '../api/get-language-tests';
import {
  isSort,
  LANGUAGES,
  monthOf,
  oneOf,
  PAGE_SIZE,
  pageOf,
  textOf,
  type SortBy,
} from './filters';

/** The language-test list's filters and page, as kept in history (useListState). */
export interface LangFilters {
  [key: string]: unknown;
  keyword: string;
  language: string;
  openNow: boolean;
  examMonth: string;
  sortBy: SortBy;
  page: number;
}

export const LANG_DEFAULTS: LangFilters = {
  keyword: '',
  language: '',
  openNow: false,
  examMonth: '',
  sortBy: 'popularity',
  page: 1,
};

export function langFiltersFrom(source: Readonly<Record<string, unknown>>): LangFilters {
  return {
    keyword: textOf(source.keyword),
    language: oneOf(source.language, LANGUAGES),
    openNow: source.openNow === true || source.openNow === 'Y',
    examMonth: monthOf(source.examMonth),
    sortBy: isSort(source.sortBy) ? source.sortBy : 'popularity',
    page: pageOf(source.page),
  };
}

export function langQueryOf(f: LangFilters): LangListParams {
  return {
    keyword: f.keyword || undefined,
    language: f.language || undefined,
    openNow: f.openNow ? 'Y' : undefined,
    examMonth: f.examMonth ? Number(f.examMonth) : undefined,
    sortBy: f.sortBy,
    page: f.page,
    size: PAGE_SIZE,
  };
}
