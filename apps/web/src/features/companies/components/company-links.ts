import { paths } from '@/shared/config/paths';
import { postingDetailHref } from '@/shared/postings/posting-links';

/**
 * Addresses of the company screens, one place for every screen that links to
 * another (the header's tabs, cards, the process page's write link). The
 * review page keeps its 기업 리뷰 / 면접 후기 tab in `?tab=`: `interview` for
 * 면접 후기, absent for 기업 리뷰.
 */
export const REVIEW_TAB_PARAM = 'tab';
export const INTERVIEW_TAB = 'interview';

const withCompany = (path: string, companyId: number, extra = '') =>
  `${path}?companyId=${String(companyId)}${extra}`;

export const companyHrefs = {
  detail: (companyId: number, hash = '') => withCompany(paths.companyDetail, companyId) + hash,
  financial: (companyId: number) => withCompany(paths.companyFinancial, companyId),
  process: (companyId: number) => withCompany(paths.companyProcess, companyId),
  review: (companyId: number) => withCompany(paths.companyReview, companyId),
  interview: (companyId: number) =>
    withCompany(paths.companyReview, companyId, `&${REVIEW_TAB_PARAM}=${INTERVIEW_TAB}`),
  consulting: (companyId: number) => withCompany(paths.companyConsulting, companyId),
  reviewForm: (companyId: number) => withCompany(paths.companyReviewForm, companyId),
  interviewForm: (companyId: number) => withCompany(paths.recruitReviewForm, companyId),
};

/** A posting's detail (the recruit screens' address). */
export const postingHref = postingDetailHref;
