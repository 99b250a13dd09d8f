import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * Comments are written by job seekers (members) only, as posts are: company
 * members and operators are refused (102), a visitor is asked to log in.
 * A comment is edited and deleted by its author alone, anonymous or not
 * (the server always knows who wrote it).
 */
export const commentPolicy = definePolicy<'write' | 'change', Owned>({
  write: (actor) => hasRole(actor, 'member'),
  change: (actor, comment) => hasRole(actor, 'member') && isOwner(actor, comment),
});

/** The write rule judges the actor only. */
export const ANY_COMMENT: Owned = { ownerId: null };
