import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * Preferred recruitment (맞춤 채용) is a job seeker's: their conditions and
 * the matches ranked for them, read and changed by their owner only.
 */
export const preferencePolicy = definePolicy<'read' | 'change', Owned>({
  read: (actor, conditions) => hasRole(actor, 'member') && isOwner(actor, conditions),
  change: (actor, conditions) => hasRole(actor, 'member') && isOwner(actor, conditions),
});
