import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * A résumé is its owner's (a job seeker's): read, changed, copied and
 * exported by the owner only. Company members and operators have no
 * résumés of their own and are refused (102) like any other account; a
 * visitor is asked to log in. The applications area will add a rule for a
 * company reading the snapshot sent with an application.
 */
export const resumePolicy = definePolicy<'read' | 'change', Owned>({
  read: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
  change: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
});
