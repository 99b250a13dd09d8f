import { Link, useSearchParams } from 'react-router';
import { DetailError, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { companyIdOf, useCompany } from '../api/get-company';
import { CompanyHeader } from '../components/company-header';
import { CompanyNotFound } from '../components/company-not-found';
import { companyHrefs } from '../components/company-links';
import { FinancialSection } from '../components/company-facts-sections';
import '@/shared/ui/page/page.css';
import '../components/companies.css';
import '../components/charts/charts.css';

/**
 * /person/company/info/financial?companyId= (the financial page the spec's
 * guard names): the detail's 재무 정보 section on its own, statements table
 * and revenue chart with its table alternative, from the detail's cache
 * entry, so coming from the detail fetches nothing.
 */
export function CompanyFinancialPage() {
  const [searchParams] = useSearchParams();
  const companyId = companyIdOf(searchParams.get('companyId'));
  const query = useCompany(companyId);
  const company = query.data;

  if (companyId === null || (query.isError && isNotFound(query.error))) {
    return <CompanyNotFound />;
  }
  if (query.isError) {
    return (
      <DetailError
        message="재무 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!company) return <DetailSkeleton />;

  return (
    <div className="page company-page">
      <CompanyHeader companyId={company.companyId} current="financial" />
      <FinancialSection company={company} />
      <p className="company-links">
        <Link
          className="button button--secondary button--small"
          to={companyHrefs.detail(company.companyId)}
        >
          기업 상세로 돌아가기
        </Link>
      </p>
    </div>
  );
}
