import { groupDigits, type CompanyListCard } from '@ilteo/contract';
import { Link } from 'react-router';
import { RatingBadge } from './company-header';
import { companyHrefs } from './company-links';

/** One company of the list: the name is the link; facts, rating and open postings below it. */
export function CompanyCard({ company }: { company: CompanyListCard }) {
  return (
    <article className="company-card">
      <h3 className="company-card__name">
        <Link to={companyHrefs.detail(company.companyId)}>{company.name}</Link>
      </h3>
      <p className="company-card__facts">
        {/* A fact not known yet (a company registered by its member) is left out, not shown empty. */}
        {[company.industryName, company.companyTypeName, company.sizeName, company.regionName]
          .filter(Boolean)
          .map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
      </p>
      <p className="company-card__figures">
        <RatingBadge rating={company.rating} reviewCount={company.reviewCount} />
        {company.openPostingCount > 0 ? (
          <span className="company-card__open">
            채용 중 {groupDigits(company.openPostingCount)}건
          </span>
        ) : (
          <span className="company-card__closed">채용 중인 공고 없음</span>
        )}
      </p>
    </article>
  );
}
