import { definePolicy, hasRole, type Actor } from '../../http/policy';

/**
 * Whose applicants a company member may screen (decision 0034). The actor's
 * company is looked up from company_member (never taken from the request),
 * the record's from the posting or application. Another company's record,
 * a record that does not exist, a job seeker and an operator are refused
 * alike (102); a visitor is asked to log in (403).
 */
export interface EmployerScope {
  /** The company of the posting or application (null when there is no such record). */
  companyId: number | null;
  /** The acting company member's company (null when the account has none). */
  actorCompanyId: number | null;
}

const sameCompany = (actor: Actor, scope: EmployerScope) =>
  hasRole(actor, 'company') &&
  scope.actorCompanyId !== null &&
  scope.companyId !== null &&
  scope.actorCompanyId === scope.companyId;

export type EmployerAction =
  'screen' | 'manage-committee' | 'evaluate' | 'verify-certificate' | 'request-test';

export const employerPolicy = definePolicy<EmployerAction, EmployerScope>({
  /** List postings and applicants, open snapshots and files, decide at a stage. */
  screen: sameCompany,
  'manage-committee': sameCompany,
  /** Scoring also needs a seat on the stage's committee, which the service checks. */
  evaluate: sameCompany,
  /** Any company member may check a 취업활동 증명서 handed to them (no record of theirs involved). */
  'verify-certificate': (actor, scope) =>
    hasRole(actor, 'company') && scope.actorCompanyId !== null,
  /** Ask the own posting's applicants to take the vocational test, and read what they shared (decision 0043). */
  'request-test': sameCompany,
});
