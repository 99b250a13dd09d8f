import { definePolicy, hasRole, type Actor } from '../../http/policy';

/**
 * Who screens reviews and who answers for a company (decision 0035). The
 * screening queue and its decisions are the operators' (their routes also
 * pass the console's guard). A company member acts only on reviews of the
 * company its company_member row names (never one taken from the request);
 * another company's review, a review the company may not see, a job seeker
 * and an operator are refused alike (102), a visitor is asked to log in.
 */
export const reviewScreeningPolicy = definePolicy<'screen', null>({
  screen: (actor) => hasRole(actor, 'operator'),
});

export interface CompanyReviewScope {
  /** The review's company; null when there is no such review or the company may not see it. */
  companyId: number | null;
  /** The acting company member's company (null when the account has none). */
  actorCompanyId: number | null;
}

const ownCompany = (actor: Actor, scope: CompanyReviewScope) =>
  hasRole(actor, 'company') &&
  scope.actorCompanyId !== null &&
  scope.companyId !== null &&
  scope.actorCompanyId === scope.companyId;

export const companyReviewPolicy = definePolicy<'list' | 'reply' | 'takedown', CompanyReviewScope>({
  /** The company's own reviews (the scope names the actor's company on both sides). */
  list: ownCompany,
  reply: ownCompany,
  takedown: ownCompany,
});
