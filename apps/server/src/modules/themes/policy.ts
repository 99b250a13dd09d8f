import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/** A job seeker's choice of main-page themes, changed by its owner only. */
export const themePolicy = definePolicy<'choose', Owned>({
  choose: (actor, choice) => hasRole(actor, 'member') && isOwner(actor, choice),
});
