import { definePolicy, hasRole, type Actor } from '../../http/policy';

/**
 * Who may buy and book paid services (decision 0040): a company member
 * acts for the company their company_member row names (never one the
 * request names); a promotion, posting or invoice of another company is
 * refused (102) like one that does not exist to them. Job seekers and
 * operators have no company here (102); visitors are asked to log in.
 * Operators run the console's side.
 */
export interface CommerceScope {
  /** The acting company member's company (null for any other account). */
  actorCompanyId: number | null;
  /** The record's company; undefined for actions on no record (lists, buying). */
  companyId?: number | null;
}

const isCompanyMember = (actor: Actor, scope: CommerceScope) =>
  hasRole(actor, 'company') && scope.actorCompanyId !== null;

const ownRecord = (actor: Actor, scope: CommerceScope) =>
  isCompanyMember(actor, scope) &&
  scope.companyId !== undefined &&
  scope.companyId !== null &&
  scope.companyId === scope.actorCompanyId;

export const commercePolicy = definePolicy<'buy' | 'manage', CommerceScope>({
  /** Lists of the company's own, buying a package, reading its credits. */
  buy: isCompanyMember,
  /** Booking with a posting, deleting a promotion: the record must be the company's. */
  manage: ownRecord,
});

export const commerceOpsPolicy = definePolicy<'operate', null>({
  operate: (actor) => hasRole(actor, 'operator'),
});
