import { groupDigits, type CompanyCard as Company } from '@ilteo/contract';
import { Link } from 'react-router';
import { postingListHref } from '@/shared/postings/posting-links';
import { safeHttpUrl } from '../lib/posting-format';

/** The company behind a posting, with the way to its other open postings. */
export function CompanyCard({ company, links = true }: { company: Company; links?: boolean }) {
  const homepage = safeHttpUrl(company.homepage);
  const size =
    company.employeeCount !== null
      ? `${company.sizeName} (${groupDigits(company.employeeCount)}명)`
      : company.sizeName;
  const rows: [string, string][] = [
    ['기업형태', company.companyTypeName],
    ['업종', company.industry],
    ['기업 규모', size],
  ];
  if (company.foundedYear !== null) rows.push(['설립', `${company.foundedYear}년`]);
  rows.push(['주소', company.address]);

  return (
    <section className="company-card" aria-labelledby="company-card-title">
      <h2 id="company-card-title" className="company-card__title">
        기업 정보
      </h2>
      <p className="company-card__name">{company.name}</p>
      <dl className="company-card__facts">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {homepage && (
          <div>
            <dt>홈페이지</dt>
            <dd>
              {links ? (
                <a href={homepage} target="_blank" rel="noopener noreferrer">
                  {homepage}
                  <span className="sr-only"> (새 창)</span>
                </a>
              ) : (
                homepage
              )}
            </dd>
          </div>
        )}
      </dl>
      {company.description && <p className="company-card__description">{company.description}</p>}
      {links && (
        <p className="company-card__more">
          <Link to={postingListHref({ companyId: company.companyId })}>
            {company.name}의 진행 중인 공고 {groupDigits(company.openPostingCount)}건 보기
          </Link>
        </p>
      )}
    </section>
  );
}
