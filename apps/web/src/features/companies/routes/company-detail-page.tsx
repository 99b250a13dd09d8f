import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { InterestButton } from '@/shared/ui/interest-button';
import { DetailError, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { companyIdOf, useCompany } from '../api/get-company';
import { CompanyHeader } from '../components/company-header';
import { CompanyNotFound } from '../components/company-not-found';
import { companyHrefs } from '../components/company-links';
import { ShareButton } from '@/shared/ui/share-button';
import {
  BenefitsSection,
  FinancialSection,
  OverviewSection,
} from '../components/company-facts-sections';
import { PeopleSection } from '../components/company-people-section';
import {
  InterviewsSection,
  PostingsSection,
  RatingsSection,
} from '../components/company-summary-sections';
import '@/shared/ui/page/page.css';
import '../components/companies.css';
import '../components/charts/charts.css';

/** The page's parts in order; each is an h2 with this id, so a link can open the page at it. */
const SECTIONS = [
  ['overview', '기업 개요'],
  ['financial', '재무 정보'],
  ['people', '인원·급여'],
  ['benefits', '복리후생'],
  ['ratings', '리뷰 요약'],
  ['interviews', '면접 후기'],
  ['postings', '채용 중인 공고'],
] as const;

/**
 * /person/company/info/detail?companyId=: the company's overview, finances,
 * headcount and salary (charts with table alternatives), benefits, rating and
 * interview summaries and open postings, with 관심 and 공유. `#financial`
 * opens it at 재무 정보 (the spec's financial page).
 */
export function CompanyDetailPage() {
  const [searchParams] = useSearchParams();
  const companyId = companyIdOf(searchParams.get('companyId'));
  const query = useCompany(companyId);
  const { hash } = useLocation();
  const company = query.data;

  useEffect(() => {
    // The sections exist only once the data is in, after the browser's own jump to the hash.
    if (!company || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [company, hash]);

  if (companyId === null || (query.isError && isNotFound(query.error))) {
    return <CompanyNotFound />;
  }
  if (query.isError) {
    return (
      <DetailError
        message="기업 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!company) return <DetailSkeleton />;

  return (
    <div className="page company-page">
      <CompanyHeader
        companyId={company.companyId}
        current="detail"
        actions={
          <>
            <InterestButton
              contentType="company"
              contentId={String(company.companyId)}
              name={company.name}
              interested={company.interested}
            />
            <ShareButton
              title={company.name}
              path={companyHrefs.detail(company.companyId)}
              copied="기업 정보 링크를 복사했습니다."
            />
          </>
        }
      />
      <nav className="company-toc" aria-label="이 페이지의 내용">
        <ul className="company-toc__list">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a className="company-toc__link" href={`#${id}`}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <OverviewSection company={company} />
      <FinancialSection company={company} />
      <PeopleSection company={company} />
      <BenefitsSection company={company} />
      <RatingsSection company={company} />
      <InterviewsSection company={company} />
      <PostingsSection company={company} />
    </div>
  );
}
