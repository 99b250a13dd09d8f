import { definePolicy, hasRole } from '../../http/policy';

/**
 * University partnerships (decision 0042). The console's actions are the
 * operators' (the route's guard lets only them in; this is the service's
 * own check). Verification is a job seeker's: company members and
 * operators have no student status to prove. Campus postings are shown to
 * a school's verified students only: anyone else is refused (102), so the
 * list says nothing to a member who is not one.
 */
export const partnersOpsPolicy = definePolicy<'manage', null>({
  manage: (actor) => hasRole(actor, 'operator'),
});

export interface CampusScope {
  /** The school the member is verified at, or null. */
  verifiedUniversityId: number | null;
}

export const campusPolicy = definePolicy<'verify' | 'read-postings', CampusScope>({
  verify: (actor) => hasRole(actor, 'member'),
  'read-postings': (actor, scope) =>
    hasRole(actor, 'member') && scope.verifiedUniversityId !== null,
});

/** A posting's company against the acting company member's (looked up, never taken from the request). */
export interface CompanyCampusScope {
  companyId: number | null;
  actorCompanyId: number | null;
}

export const companyCampusPolicy = definePolicy<'list' | 'mark', CompanyCampusScope>({
  list: (actor, scope) => hasRole(actor, 'company') && scope.actorCompanyId !== null,
  mark: (actor, scope) =>
    hasRole(actor, 'company') &&
    scope.actorCompanyId !== null &&
    scope.companyId !== null &&
    scope.companyId === scope.actorCompanyId,
});
