import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * An application is its applicant's (decision 0034): a job seeker applies
 * and reads, cancels or changes only their own. Company members and
 * operators have no applications of their own and are refused here (102),
 * a visitor is asked to log in (403); the company's reading of what it
 * received goes through the employer area's policy, not this one.
 */
export const applicationPolicy = definePolicy<'apply' | 'read' | 'change', Owned>({
  apply: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
  read: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
  change: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
});
