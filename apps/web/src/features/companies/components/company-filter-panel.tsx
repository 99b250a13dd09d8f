import { CODE_GROUPS, COMPANY_INDUSTRIES, type CodeGroup, type CommonCode } from '@ilteo/contract';
import { useCommonCodes } from '@/shared/api/common-codes';
import { CheckboxGroup, type ChoiceOption } from '@/shared/ui/checkbox-group/checkbox-group';
import type { CompanyFilters } from './list-filters';

const CODE_LISTS: readonly CodeGroup[] = [
  CODE_GROUPS.companyType,
  CODE_GROUPS.companySize,
  CODE_GROUPS.region,
];

const INDUSTRY_OPTIONS: ChoiceOption[] = Object.entries(COMPANY_INDUSTRIES).map(
  ([value, label]) => ({ value, label }),
);

const optionsOf = (codes: readonly CommonCode[] | undefined): ChoiceOption[] =>
  (codes ?? []).map((c) => ({ value: c.cd, label: c.name }));

/**
 * 시·도 as the list filters by them: the API takes a 시·도 as its two-digit
 * prefix (its code is the prefix + 000); 지역무관 is no place to filter by.
 */
const sidoOptionsOf = (codes: readonly CommonCode[] | undefined): ChoiceOption[] =>
  (codes ?? [])
    .filter((c) => c.level === 1 && c.cd !== '00000')
    .map((c) => ({ value: c.cd.slice(0, 2), label: c.name }));

type FilterKey = 'industry' | 'companyType' | 'size' | 'region';

/**
 * 업종, 기업형태, 기업규모 and 지역 as disclosure groups of checkboxes: closed
 * they take one line each on a phone, and a group with a choice says how many.
 */
export function CompanyFilterPanel({
  filters,
  onChange,
}: {
  filters: CompanyFilters;
  onChange: (patch: Partial<CompanyFilters>) => void;
}) {
  const codes = useCommonCodes(CODE_LISTS);
  const groups: { key: FilterKey; legend: string; options: ChoiceOption[] }[] = [
    { key: 'industry', legend: '업종', options: INDUSTRY_OPTIONS },
    {
      key: 'companyType',
      legend: '기업형태',
      options: optionsOf(codes.data?.[CODE_GROUPS.companyType]),
    },
    { key: 'size', legend: '기업규모', options: optionsOf(codes.data?.[CODE_GROUPS.companySize]) },
    { key: 'region', legend: '지역', options: sidoOptionsOf(codes.data?.[CODE_GROUPS.region]) },
  ];

  return (
    <div className="company-filters__groups">
      {groups.map(({ key, legend, options }) => {
        const chosen = filters[key];
        return (
          <details key={key} className="company-filter" open={chosen.length > 0 || undefined}>
            <summary className="company-filter__summary">
              {legend}
              {chosen.length > 0 && (
                <span className="company-filter__count">
                  {' '}
                  {chosen.length}
                  <span className="sr-only">개 선택</span>
                </span>
              )}
            </summary>
            {options.length === 0 && key !== 'industry' ? (
              codes.isError ? (
                <p className="company-filter__failed">
                  조건을 불러오지 못했습니다.{' '}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void codes.refetch()}
                  >
                    다시 시도
                  </button>
                </p>
              ) : (
                <p className="company-filter__loading">불러오는 중입니다.</p>
              )
            ) : (
              <CheckboxGroup
                legend={legend}
                hideLegend
                options={options}
                value={chosen}
                onChange={(value) => onChange({ [key]: value })}
              />
            )}
          </details>
        );
      })}
    </div>
  );
}
