import {
  CODE_GROUPS,
  DEADLINE_FILTERS,
  DEADLINE_FILTER_LABELS,
  type CommonCode,
  type CommonCodeResult,
  type PostingFacets,
  type RegionNode,
} from '@ilteo/contract';
import { useMemo } from 'react';
import { JobPicker } from '@/shared/ui/pickers/job-picker';
import { RegionPicker } from '@/shared/ui/pickers/region-picker';
import { Select } from '@/shared/ui/select';
import { filterNamesOf } from '../lib/code-names';
import {
  CAREER_LABELS,
  careerYearItems,
  careerYearLabel,
  salaryItems,
  salaryLabel,
} from '../lib/filter-options';
import type { CareerFilter, RecruitFilters } from '../lib/recruit-filters';

import { FilterSection, summaryOf } from './filter-section';
import {
  CheckboxGroup,
  RadioGroup,
  type ChoiceOption,
} from '@/shared/ui/checkbox-group/checkbox-group';

export interface FilterSources {
  regions: readonly RegionNode[] | undefined;
  jobs: readonly CommonCode[] | undefined;
  codes: CommonCodeResult | undefined;
  facets: PostingFacets | undefined;
  /** Set when a code list could not be loaded. */
  failed: boolean;
  onRetry: () => void;
}

/** The filters chosen from one common-code group each. */
type CodeFilterKey = 'educations' | 'employmentTypes' | 'companyTypes' | 'preferentials';

const optionsOf = (codes: readonly CommonCode[] | undefined): ChoiceOption[] =>
  (codes ?? []).map((c) => ({ value: c.cd, label: c.name }));

const CAREER_OPTIONS: ChoiceOption[] = (['N', 'E'] as const).map((value) => ({
  value,
  label: CAREER_LABELS[value],
}));
const DEADLINE_OPTIONS: ChoiceOption[] = DEADLINE_FILTERS.map((value) => ({
  value,
  label: DEADLINE_FILTER_LABELS[value],
}));

/**
 * Every filter of the recruitment list, each in a section that says what is
 * chosen. Changes apply at once (`onChange` gets the filters back on page 1);
 * counts beside the values come from the facets under the other filters.
 */
export function FilterPanel({
  filters,
  onChange,
  sources,
}: {
  filters: RecruitFilters;
  onChange: (patch: Partial<RecruitFilters>) => void;
  sources: FilterSources;
}) {
  const { facets, codes } = sources;
  const regions = useMemo(
    () =>
      (sources.regions ?? []).map((sido) => ({
        ...sido,
        count: facets?.regions[sido.cd] ?? sido.count,
        children: sido.children.map((c) => ({ ...c, count: facets?.regions[c.cd] ?? c.count })),
      })),
    [sources.regions, facets],
  );
  const names = useMemo(
    () => filterNamesOf(sources.regions, sources.jobs, codes),
    [sources.regions, sources.jobs, codes],
  );
  const named = (values: readonly string[], map: ReadonlyMap<string, string> | undefined) =>
    summaryOf(values.map((v) => map?.get(v) ?? v));
  const group = (cd: string) => codes?.[cd];

  const careerSummary = summaryOf([
    ...filters.careers.map((c) => CAREER_LABELS[c]),
    ...(filters.careerYears ? [careerYearLabel(filters.careerYears)] : []),
  ]);
  const open = (value: readonly unknown[] | string) => value.length > 0;
  /** A section of one common-code group: its codes as checkboxes, with their counts. */
  const codeSection = (key: CodeFilterKey, title: string, codeGroup: string) => (
    <FilterSection
      title={title}
      summary={named(filters[key], names[key])}
      defaultOpen={open(filters[key])}
    >
      <CheckboxGroup
        hideLegend
        legend={title}
        options={optionsOf(group(codeGroup))}
        value={filters[key]}
        counts={facets?.[key]}
        onChange={(next) => {
          const patch: Partial<RecruitFilters> = {};
          patch[key] = next;
          onChange(patch);
        }}
      />
    </FilterSection>
  );

  return (
    <div className="filter-panel">
      {sources.failed && (
        <div className="filter-panel__failed" role="alert">
          <p>조건 목록 일부를 불러오지 못했습니다.</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={sources.onRetry}
          >
            다시 불러오기
          </button>
        </div>
      )}
      <FilterSection
        title="근무지역"
        summary={named(filters.regions, names.regions)}
        defaultOpen={open(filters.regions)}
      >
        {sources.regions ? (
          <RegionPicker
            regions={regions}
            value={filters.regions}
            onChange={(next) => onChange({ regions: next })}
          />
        ) : (
          <p className="filter-panel__loading">지역 목록을 불러오는 중입니다.</p>
        )}
      </FilterSection>
      <FilterSection
        title="직무"
        summary={named(filters.jobs, names.jobs)}
        defaultOpen={open(filters.jobs)}
      >
        {sources.jobs ? (
          <JobPicker
            jobs={sources.jobs}
            value={filters.jobs}
            onChange={(next) => onChange({ jobs: next })}
          />
        ) : (
          <p className="filter-panel__loading">직무 목록을 불러오는 중입니다.</p>
        )}
      </FilterSection>
      <FilterSection title="경력" summary={careerSummary} defaultOpen={open(filters.careers)}>
        <CheckboxGroup
          hideLegend
          legend="경력"
          options={CAREER_OPTIONS}
          value={filters.careers}
          counts={facets?.careers}
          onChange={(next) => {
            const careers = next as CareerFilter[];
            onChange({ careers, careerYears: careers.includes('E') ? filters.careerYears : '' });
          }}
        />
        {filters.careers.includes('E') && (
          <Select
            label="내 경력 연수"
            items={careerYearItems}
            value={filters.careerYears}
            description="경력 공고 중 이 연수를 받는 공고만 봅니다."
            onValueChange={(careerYears) => onChange({ careerYears })}
          />
        )}
      </FilterSection>
      {codeSection('educations', '학력', CODE_GROUPS.education)}
      {codeSection('employmentTypes', '고용형태', CODE_GROUPS.employmentType)}
      <FilterSection
        title="급여"
        summary={filters.salaryMin ? salaryLabel(filters.salaryMin) : ''}
        defaultOpen={open(filters.salaryMin)}
      >
        <Select
          label="최소 연봉"
          items={salaryItems(filters.salaryMin)}
          value={filters.salaryMin}
          description="회사내규에 따르는 공고는 빠집니다."
          onValueChange={(salaryMin) => onChange({ salaryMin })}
        />
      </FilterSection>
      {codeSection('companyTypes', '기업형태', CODE_GROUPS.companyType)}
      {codeSection('preferentials', '우대조건', CODE_GROUPS.preferential)}
      <FilterSection
        title="마감일"
        summary={filters.deadline ? DEADLINE_FILTER_LABELS[filters.deadline] : ''}
        defaultOpen={open(filters.deadline)}
      >
        <RadioGroup
          hideLegend
          legend="마감일"
          name="recruit-deadline"
          options={DEADLINE_OPTIONS}
          value={filters.deadline}
          counts={facets?.deadlines}
          onChange={(deadline) =>
            onChange({ deadline: DEADLINE_FILTERS.find((d) => d === deadline) ?? '' })
          }
        />
      </FilterSection>
    </div>
  );
}
