import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * 받은 제안: an offer is its recipient's (a job seeker's), read and answered
 * by them alone. Company members and operators have no offers of their own
 * (102, like another member); a visitor is asked to log in.
 */
export const offerPolicy = definePolicy<'read' | 'answer', Owned>({
  read: (actor, offer) => hasRole(actor, 'member') && isOwner(actor, offer),
  answer: (actor, offer) => hasRole(actor, 'member') && isOwner(actor, offer),
});

/** The company a company member acts for (company_member), or null when the account has none. */
export interface CompanyScope {
  readonly companyId: number | null;
}

/**
 * The company side: an approved company member (an account with role
 * 'company' that logged in, so its status is active, and a company_member
 * row) searches talent and sends offers for its own company, and may name
 * only that company's postings. Everyone else is refused (102).
 */
export const talentPolicy = definePolicy<'search' | 'offer', CompanyScope>({
  search: (actor, scope) => hasRole(actor, 'company') && scope.companyId !== null,
  offer: (actor, scope) => hasRole(actor, 'company') && scope.companyId !== null,
});

/** A posting named in an offer belongs to the sender's company. */
export const postingOfCompany = (scope: CompanyScope, postingCompanyId: number | undefined) =>
  scope.companyId !== null && postingCompanyId === scope.companyId;
