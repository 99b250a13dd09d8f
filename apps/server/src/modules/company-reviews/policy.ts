import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * Reviews and interview reviews are written by job seekers (members) only:
 * a company member would be reviewing an employer, an operator screens
 * them. A review is changed, deleted and objected to by its author alone
 * (another account: 102; a visitor: 403). `mine` on every list is this
 * policy's answer, so no handler compares an account with an author.
 */
export const reviewPolicy = definePolicy<'write' | 'change' | 'helpful', Owned>({
  write: (actor) => hasRole(actor, 'member'),
  change: (actor, review) => hasRole(actor, 'member') && isOwner(actor, review),
  // 도움이 돼요 on one's own review would inflate it.
  helpful: (actor, review) => hasRole(actor, 'member') && !isOwner(actor, review),
});

/** An application the member names in an interview review must be their own. */
export const applicationPolicy = definePolicy<'cite', Owned>({
  cite: (actor, app) => hasRole(actor, 'member') && isOwner(actor, app),
});

/** The scope of a write that judges the actor only. */
export const NO_RECORD: Owned = { ownerId: null };
