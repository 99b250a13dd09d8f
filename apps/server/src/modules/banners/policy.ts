import { definePolicy, hasRole } from '../../http/policy';

/**
 * Banner slots are managed by operators, any of them; members and company
 * members are refused (102) and visitors asked to log in. The active banners
 * are public: reading them needs no policy.
 */
export const bannerOpsPolicy = definePolicy<'manage', null>({
  manage: (actor) => hasRole(actor, 'operator'),
});
