import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

export type AccountAction = 'read' | 'update' | 'withdraw' | 'share-by-mail';

/**
 * A profile is its owner's, whatever the role. Withdrawal is for job
 * seekers and company members; an operator's account is closed by another
 * operator, never by a click in the job seekers' screens.
 */
export const accountPolicy = definePolicy<AccountAction, Owned>({
  read: (actor, profile) => isOwner(actor, profile),
  update: (actor, profile) => isOwner(actor, profile),
  withdraw: (actor, profile) => hasRole(actor, 'member', 'company') && isOwner(actor, profile),
  'share-by-mail': (actor, profile) =>
    hasRole(actor, 'member', 'company') && isOwner(actor, profile),
});
