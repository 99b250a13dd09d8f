import { groupDigits, type CompanyDetail } from '@ilteo/contract';
import { PageSection } from '@/shared/ui/page';
import { ChartFrame } from './charts/chart-frame';
import { DivergingBarChart } from './charts/diverging-bar-chart';
import { LineChart } from './charts/line-chart';
import { formatMonth } from './company-format';

const people = (n: number) => `${groupDigits(n)}명`;

/**
 * 인원·급여: 36 months of 국민연금 workplace data (members as a line,
 * joiners and leavers as bars above and below one axis), then the estimates
 * drawn from them, with where the figures come from.
 */
export function PeopleSection({ company }: { company: CompanyDetail }) {
  const months = [...company.headcount].sort((a, b) => a.month.localeCompare(b.month));
  const first = months[0];
  const last = months.at(-1);
  const figures: [string, string][] = [
    ['현재 인원', last ? people(last.members) : '-'],
    ['연간 이직률', company.turnoverRate === null ? '-' : `${company.turnoverRate.toFixed(1)}%`],
    [
      '평균 근속 연수',
      company.averageTenureYears === null ? '-' : `약 ${company.averageTenureYears.toFixed(1)}년`,
    ],
    [
      '평균 연봉',
      company.averageSalary === null ? '-' : `약 ${groupDigits(company.averageSalary)}만원`,
    ],
  ];
  const joiners = months.reduce((sum, m) => sum + m.joiners, 0);
  const leavers = months.reduce((sum, m) => sum + m.leavers, 0);
  const table = (
    caption: string,
    columns: string[],
    cells: (m: (typeof months)[number]) => string[],
  ) => ({
    caption,
    columns,
    rows: months.map((m) => [formatMonth(m.month), ...cells(m)]),
  });

  const estimates = [company.turnoverRate, company.averageTenureYears, company.averageSalary];
  if (months.length === 0 && estimates.every((v) => v === null)) {
    // Dashes and a note on how figures are estimated would suggest figures exist.
    return (
      <PageSection id="people" title="인원·급여" className="company-section">
        <p className="company-muted">등록된 인원·급여 정보가 없습니다.</p>
      </PageSection>
    );
  }

  return (
    <PageSection id="people" title="인원·급여" className="company-section">
      <dl className="company-figures">
        {figures.map(([term, value]) => (
          <div key={term} className="company-figures__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {first && last ? (
        <div className="company-charts">
          <ChartFrame
            title="월별 인원"
            legend={[{ label: '인원', className: 'chart__swatch--line' }]}
            table={table('월별 인원 (명)', ['월', '인원'], (m) => [people(m.members)])}
          >
            <LineChart
              data={months.map((m) => ({ label: formatMonth(m.month, 'short'), value: m.members }))}
              summary={`월별 인원 꺾은선 그래프. ${formatMonth(first.month)} ${people(first.members)}에서 ${formatMonth(last.month)} ${people(last.members)}.`}
              formatTick={(v) => groupDigits(v)}
            />
          </ChartFrame>
          <ChartFrame
            title="월별 입사자·퇴사자"
            legend={[
              { label: '입사자 (위)', className: 'chart__swatch--up' },
              { label: '퇴사자 (아래)', className: 'chart__swatch--down' },
            ]}
            table={table('월별 입사자와 퇴사자 (명)', ['월', '입사자', '퇴사자'], (m) => [
              people(m.joiners),
              people(m.leavers),
            ])}
          >
            <DivergingBarChart
              data={months.map((m) => ({
                label: formatMonth(m.month, 'short'),
                up: m.joiners,
                down: m.leavers,
              }))}
              summary={`월별 입사자와 퇴사자 막대 그래프. ${String(months.length)}개월 동안 입사자 ${people(joiners)}, 퇴사자 ${people(leavers)}.`}
              formatTick={(v) => groupDigits(v)}
            />
          </ChartFrame>
        </div>
      ) : (
        <p className="company-muted">공개된 인원 정보가 없습니다.</p>
      )}
      <p className="company-note">
        인원과 입·퇴사자는 국민연금 사업장 가입자 기준이며, 이직률·근속 연수·연봉은 이를 바탕으로 한
        추정치입니다. 출처: {company.dataSource}
      </p>
    </PageSection>
  );
}
