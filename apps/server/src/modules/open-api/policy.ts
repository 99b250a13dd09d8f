import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * API keys (decision 0041): members and company members hold their own;
 * operators read the open API as anyone would, with a member account. A key
 * of another account and a missing one are refused alike (102), so nothing
 * tells whether a key id exists.
 */
export const apiKeyPolicy = definePolicy<'hold' | 'revoke', Owned>({
  hold: (actor, own) => hasRole(actor, 'member', 'company') && isOwner(actor, own),
  revoke: (actor, key) => hasRole(actor, 'member', 'company') && isOwner(actor, key),
});
