import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * Who may do what with a moderation item (decision 0031). The queue and
 * decisions are the operators' (their routes also pass the console's
 * guard); only the item's real author sees what was hidden and objects
 * (a visitor: 403, anyone else: 102). Items of kinds without an author
 * (postings) have no owner, so nobody objects to them here.
 */
export const moderationPolicy = definePolicy<'decide' | 'object' | 'see-as-author', Owned>({
  decide: (actor) => hasRole(actor, 'operator'),
  object: (actor, item) => hasRole(actor, 'member') && isOwner(actor, item),
  'see-as-author': (actor, item) => isOwner(actor, item),
});

/** The item as the policy sees it: owned by its author. */
export const ownedItem = (item: { authorId: string | null }): Owned => ({
  ownerId: item.authorId,
});
