import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * 관심 marks are a job seeker's own watch list (decision 0026): marked,
 * unmarked and listed by their owner only. Company members and operators
 * keep no watch list.
 */
export const interestPolicy = definePolicy<'change' | 'list', Owned>({
  change: (actor, marks) => hasRole(actor, 'member') && isOwner(actor, marks),
  list: (actor, marks) => hasRole(actor, 'member') && isOwner(actor, marks),
});
