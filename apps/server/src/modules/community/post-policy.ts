import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * Community posts are written by job seekers (members) only: company
 * members and operators have their own channels (operators act through the
 * moderation console). A post is changed and deleted by its author alone;
 * a visitor is asked to log in (403), any other account is refused (102).
 */
export const postPolicy = definePolicy<'write' | 'like' | 'change', Owned>({
  write: (actor) => hasRole(actor, 'member'),
  like: (actor) => hasRole(actor, 'member'),
  change: (actor, post) => hasRole(actor, 'member') && isOwner(actor, post),
});

/** The member's own scope, for the write/like rules (which judge the actor only). */
export const NO_RECORD: Owned = { ownerId: null };
