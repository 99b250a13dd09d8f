import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * My home is a job seeker's own page (decision 0026): the dashboard, the
 * calendar and its feed link are read and changed by their owner only.
 * Company members and operators have no my home (102).
 */
export const myHomePolicy = definePolicy<'read' | 'change', Owned>({
  read: (actor, home) => hasRole(actor, 'member') && isOwner(actor, home),
  change: (actor, home) => hasRole(actor, 'member') && isOwner(actor, home),
});
