import {
  CERT_GRADES,
  NCS_FIELDS,
  QUALIFICATION_KINDS,
  type QualificationKind,
} from '@ilteo/contract';
import type { CertListParams } from '../api/get-certificates';
import { isSort, monthOf, oneOf, PAGE_SIZE, pageOf, textOf, type SortBy } from './filters';

/** The certificate list's filters and page, as kept in history (useListState). */
export interface CertFilters {
  [key: string]: unknown;
  keyword: string;
  kind: string;
  grade: string;
  ncsField: string;
  openNow: boolean;
  examMonth: string;
  sortBy: SortBy;
  page: number;
}

export const CERT_DEFAULTS: CertFilters = {
  keyword: '',
  kind: '',
  grade: '',
  ncsField: '',
  openNow: false,
  examMonth: '',
  sortBy: 'popularity',
  page: 1,
};

/** Filters from any record (the URL, a saved history entry), dropping what is not valid. */
export function certFiltersFrom(source: Readonly<Record<string, unknown>>): CertFilters {
  return {
    keyword: textOf(source.keyword),
    kind: oneOf(source.kind, Object.keys(QUALIFICATION_KINDS)),
    grade: oneOf(source.grade, CERT_GRADES),
    ncsField: oneOf(source.ncsField, Object.keys(NCS_FIELDS)),
    openNow: source.openNow === true || source.openNow === 'Y',
    examMonth: monthOf(source.examMonth),
    sortBy: isSort(source.sortBy) ? source.sortBy : 'popularity',
    page: pageOf(source.page),
  };
}

export function certQueryOf(f: CertFilters): CertListParams {
  return {
    keyword: f.keyword || undefined,
    kind: (f.kind || undefined) as QualificationKind | undefined,
    grade: (f.grade || undefined) as CertListParams['grade'],
    ncsField: f.ncsField || undefined,
    openNow: f.openNow ? 'Y' : undefined,
    examMonth: f.examMonth ? Number(f.examMonth) : undefined,
    sortBy: f.sortBy,
    page: f.page,
    size: PAGE_SIZE,
  };
}
