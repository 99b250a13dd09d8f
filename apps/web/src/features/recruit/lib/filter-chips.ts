import { DEADLINE_FILTER_LABELS } from '@ilteo/contract';
import { CAREER_LABELS, careerYearLabel, salaryLabel } from './filter-options';
import { RECRUIT_DEFAULTS, type RecruitFilters } from './recruit-filters';

/** The chosen filters as removable chips, and what removing one leaves. */

export type ListFilterKey =
  | 'regions'
  | 'jobs'
  | 'careers'
  | 'educations'
  | 'employmentTypes'
  | 'companyTypes'
  | 'preferentials';
export type ScalarFilterKey = 'keyword' | 'careerYears' | 'salaryMin' | 'deadline' | 'companyId';
export type FilterKey = ListFilterKey | ScalarFilterKey;

export const FILTER_LABELS: Record<FilterKey, string> = {
  keyword: '검색어',
  regions: '근무지역',
  jobs: '직무',
  careers: '경력',
  careerYears: '경력 연수',
  educations: '학력',
  employmentTypes: '고용형태',
  salaryMin: '급여',
  companyTypes: '기업형태',
  preferentials: '우대조건',
  deadline: '마감일',
  companyId: '기업',
};

const LIST_KEYS: readonly ListFilterKey[] = [
  'regions',
  'jobs',
  'careers',
  'educations',
  'employmentTypes',
  'companyTypes',
  'preferentials',
];

export interface FilterChip {
  key: FilterKey;
  value: string;
  label: string;
}

/** Names of codes by filter; a missing name falls back to the code. */
export type FilterNames = Partial<Record<ListFilterKey, ReadonlyMap<string, string>>> & {
  companyName?: string;
};

export function chipsOf(f: RecruitFilters, names: FilterNames): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.keyword) chips.push({ key: 'keyword', value: f.keyword, label: `‘${f.keyword}’` });
  if (f.companyId)
    chips.push({
      key: 'companyId',
      value: f.companyId,
      label: names.companyName ?? `기업 번호 ${f.companyId}`,
    });
  for (const key of LIST_KEYS) {
    for (const value of f[key]) {
      const label =
        key === 'careers'
          ? CAREER_LABELS[value as keyof typeof CAREER_LABELS]
          : (names[key]?.get(value) ?? value);
      chips.push({ key, value, label });
    }
    if (key === 'careers' && f.careerYears)
      chips.push({
        key: 'careerYears',
        value: f.careerYears,
        label: careerYearLabel(f.careerYears),
      });
  }
  if (f.salaryMin)
    chips.push({ key: 'salaryMin', value: f.salaryMin, label: salaryLabel(f.salaryMin) });
  if (f.deadline)
    chips.push({ key: 'deadline', value: f.deadline, label: DEADLINE_FILTER_LABELS[f.deadline] });
  return chips;
}

const isListKey = (key: FilterKey): key is ListFilterKey =>
  (LIST_KEYS as readonly string[]).includes(key);

/** The filters without one chosen value, back on page 1. */
export function withoutChip(f: RecruitFilters, chip: FilterChip): RecruitFilters {
  if (!isListKey(chip.key)) return { ...f, [chip.key]: RECRUIT_DEFAULTS[chip.key], page: 1 };
  const next: RecruitFilters = {
    ...f,
    [chip.key]: f[chip.key].filter((v) => v !== chip.value),
    page: 1,
  };
  // Years only mean something with 경력.
  if (chip.key === 'careers' && chip.value === 'E') next.careerYears = '';
  return next;
}

/** The filters without a whole filter (every region, say), back on page 1. */
export function withoutFilter(f: RecruitFilters, key: FilterKey): RecruitFilters {
  const next: RecruitFilters = { ...f, [key]: RECRUIT_DEFAULTS[key], page: 1 };
  if (key === 'careers') next.careerYears = '';
  return next;
}
