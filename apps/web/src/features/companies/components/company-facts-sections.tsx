import { groupDigits, LISTING_KINDS, type CompanyDetail } from '@ilteo/contract';
import { PageSection } from '@/shared/ui/page';
import { BarChart } from './charts/bar-chart';
import { ChartFrame } from './charts/chart-frame';
import { formatMillionWon, safeHomepage } from './company-format';

/** 기업 개요: the facts as a definition list, then the company's own description (plain text). */
export function OverviewSection({ company }: { company: CompanyDetail }) {
  const homepage = safeHomepage(company.homepage);
  const age =
    company.foundedYear !== null ? new Date().getFullYear() - company.foundedYear + 1 : null;
  const facts: [string, string | null][] = [
    ['업종', company.industryName || null],
    ['기업형태', company.companyTypeName],
    ['기업규모', company.sizeName],
    ['상장 여부', company.listing ? LISTING_KINDS[company.listing] : null],
    ['사원수', company.employeeCount !== null ? `${groupDigits(company.employeeCount)}명` : null],
    [
      '설립',
      company.foundedYear !== null && age !== null
        ? `${String(company.foundedYear)}년 (${String(age)}년차)`
        : null,
    ],
    ['대표자', company.ceoName || null],
    ['주소', company.address || null],
  ];
  return (
    <PageSection id="overview" title="기업 개요" className="company-section">
      {/* A company registered by its member has only its name and type until its facts arrive. */}
      {!company.industryName && !company.ceoName && !company.address && !company.description && (
        <p className="company-muted">등록된 기업 개요 정보가 없습니다.</p>
      )}
      <dl className="company-facts">
        {facts.map(([term, value]) =>
          value ? (
            <div key={term} className="company-facts__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
        {company.homepage && (
          <div className="company-facts__row">
            <dt>홈페이지</dt>
            <dd>
              {homepage ? (
                <a href={homepage} target="_blank" rel="noopener noreferrer">
                  {company.homepage}
                  <span className="sr-only"> (새 창)</span>
                </a>
              ) : (
                company.homepage
              )}
            </dd>
          </div>
        )}
      </dl>
      {company.description && <p className="company-text">{company.description}</p>}
    </PageSection>
  );
}

const FINANCIAL_COLUMNS = [
  ['revenue', '매출액'],
  ['operatingProfit', '영업이익'],
  ['netIncome', '당기순이익'],
  ['assets', '자산총계'],
  ['liabilities', '부채총계'],
  ['equity', '자본총계'],
] as const;

/** 재무 정보 (the spec's financial page): five years as a table and revenue as bars. */
export function FinancialSection({ company }: { company: CompanyDetail }) {
  const years = [...company.financials].sort((a, b) => a.year - b.year);
  return (
    <PageSection id="financial" title="재무 정보" className="company-section">
      {years.length === 0 ? (
        <p className="company-muted">공개된 재무 정보가 없습니다.</p>
      ) : (
        <>
          <div
            className="company-table-wrap"
            role="region"
            aria-label="연도별 재무제표, 좌우로 움직여 볼 수 있습니다"
            tabIndex={0}
          >
            <table className="company-table">
              <caption>연도별 재무제표 (단위: 백만원, 부채비율은 %)</caption>
              <thead>
                <tr>
                  <th scope="col">연도</th>
                  {FINANCIAL_COLUMNS.map(([key, label]) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">부채비율</th>
                </tr>
              </thead>
              <tbody>
                {years.map((f) => (
                  <tr key={f.year}>
                    <th scope="row">{f.year}</th>
                    {FINANCIAL_COLUMNS.map(([key]) => (
                      <td key={key}>{groupDigits(f[key])}</td>
                    ))}
                    <td>{f.debtRatio === null ? '자본잠식' : `${f.debtRatio.toFixed(1)}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <RevenueChart years={years} />
        </>
      )}
    </PageSection>
  );
}

function RevenueChart({ years }: { years: CompanyDetail['financials'] }) {
  const first = years[0];
  const last = years.at(-1);
  const summary =
    first && last
      ? `연도별 매출액 막대 그래프. ${String(first.year)}년 ${formatMillionWon(first.revenue)}에서 ${String(last.year)}년 ${formatMillionWon(last.revenue)}.`
      : '연도별 매출액 막대 그래프';
  return (
    <ChartFrame
      title="매출액 추이"
      table={{
        caption: '연도별 매출액',
        columns: ['연도', '매출액'],
        rows: years.map((f) => [`${String(f.year)}년`, formatMillionWon(f.revenue)]),
      }}
    >
      <BarChart
        data={years.map((f) => ({ label: String(f.year), value: f.revenue }))}
        summary={summary}
        formatTick={formatMillionWon}
      />
    </ChartFrame>
  );
}

/** 복리후생: the WELFARE codes' names as chips. */
export function BenefitsSection({ company }: { company: CompanyDetail }) {
  return (
    <PageSection id="benefits" title="복리후생" className="company-section">
      {company.benefits.length === 0 ? (
        <p className="company-muted">등록된 복리후생이 없습니다.</p>
      ) : (
        <ul className="company-chips">
          {company.benefits.map((b) => (
            <li key={b.code}>{b.name}</li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
