import {
  groupDigits,
  DEFAULT_SORT_TYPE,
  POSTING_SORTS,
  POSTING_SORT_LABELS,
  SORT_TYPES,
  type PostingSort,
  type SortType,
} from '@ilteo/contract';
import type { SelectItem } from '@/shared/ui/select';

/** Fixed option lists of the recruitment filters (the code lists come from getCmmnCd). */

export const CAREER_LABELS = { N: '신입', E: '경력' } as const;

/** Each sort in its usual direction, and salary both ways. */
const SORTS: readonly { sortBy: PostingSort; sortType: SortType; label: string }[] = [
  ...POSTING_SORTS.map((sortBy) => ({
    sortBy,
    sortType: DEFAULT_SORT_TYPE[sortBy],
    label: sortBy === 'salary' ? '급여 높은순' : POSTING_SORT_LABELS[sortBy],
  })),
  { sortBy: 'salary', sortType: 'asc', label: '급여 낮은순' },
];

export const sortValue = (sortBy: PostingSort, sortType: SortType): string =>
  `${sortBy}:${sortType}`;

export const SORT_ITEMS: SelectItem[] = SORTS.map((s) => ({
  value: sortValue(s.sortBy, s.sortType),
  label: s.label,
}));

export function parseSort(value: string): { sortBy: PostingSort; sortType: SortType } | undefined {
  const [by, type] = value.split(':');
  const sortBy = POSTING_SORTS.find((s) => s === by);
  const sortType = SORT_TYPES.find((s) => s === type);
  return sortBy && sortType ? { sortBy, sortType } : undefined;
}

/** Annual salary floors offered, in 만원. */
export const SALARY_STEPS = [2_400, 2_800, 3_000, 3_500, 4_000, 5_000, 6_000, 8_000, 10_000];

export function salaryLabel(manwon: string): string {
  const n = Number(manwon);
  const amount = n >= 10_000 && n % 10_000 === 0 ? `${n / 10_000}억원` : `${groupDigits(n)}만원`;
  return `연봉 ${amount} 이상`;
}

export const salaryItems = (current: string): SelectItem[] => {
  const steps = SALARY_STEPS.map(String);
  // A floor from a link that is not a step still shows as chosen.
  if (current !== '' && !steps.includes(current)) steps.push(current);
  return [
    { value: '', label: '전체' },
    ...steps
      .sort((a, b) => Number(a) - Number(b))
      .map((value) => ({ value, label: salaryLabel(value) })),
  ];
};

export const careerYearLabel = (years: string): string =>
  years === '0' ? '1년 미만' : `경력 ${years}년`;

export const careerYearItems: SelectItem[] = [
  { value: '', label: '연수 무관' },
  ...Array.from({ length: 41 }, (_, n) => ({
    value: String(n),
    label: careerYearLabel(String(n)),
  })),
];
