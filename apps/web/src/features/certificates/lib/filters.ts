import { CERT_GRADES, CERT_SORTS, NCS_FIELD_LIST, QUALIFICATION_KINDS } from '@ilteo/contract';
import type { SelectItem } from '@/shared/ui/select';

/** Option lists of the list screens' filters; '' is 전체 (no filter). */

export const ALL: SelectItem = { value: '', label: '전체' };

export const KIND_ITEMS: SelectItem[] = [
  ALL,
  ...Object.entries(QUALIFICATION_KINDS).map(([value, label]) => ({ value, label })),
];

export const GRADE_ITEMS: SelectItem[] = [ALL, ...CERT_GRADES.map((g) => ({ value: g, label: g }))];

export const FIELD_ITEMS: SelectItem[] = [
  ALL,
  ...NCS_FIELD_LIST.map(({ code, name }) => ({ value: code, label: name })),
];

export const MONTH_ITEMS: SelectItem[] = [
  ALL,
  ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}월` })),
];

/** The languages of the reference data. */
export const LANGUAGES = [
  '영어',
  '일본어',
  '중국어',
  '프랑스어',
  '독일어',
  '스페인어',
  '한국어',
  '기타',
] as const;
export const LANGUAGE_ITEMS: SelectItem[] = [
  ALL,
  ...LANGUAGES.map((l) => ({ value: l, label: l })),
];

export type SortBy = (typeof CERT_SORTS)[number];
export const SORT_LABELS: Record<SortBy, string> = {
  popularity: '인기순',
  name: '이름순',
  nextExam: '시험일순',
};
export const SORT_ITEMS: SelectItem[] = CERT_SORTS.map((s) => ({
  value: s,
  label: SORT_LABELS[s],
}));

export const isSort = (v: unknown): v is SortBy =>
  typeof v === 'string' && (CERT_SORTS as readonly string[]).includes(v);

/** `value` when it is one of `allowed`, else ''. */
export const oneOf = (value: unknown, allowed: readonly string[]): string =>
  typeof value === 'string' && allowed.includes(value) ? value : '';

export const monthOf = (value: unknown): string => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? String(n) : '';
};

export const pageOf = (value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, 50) : '';

export const PAGE_SIZE = 10;
