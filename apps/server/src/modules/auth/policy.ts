import { definePolicy, hasRole, isOwner, type Actor, type Owned } from '../../http/policy';

/**
 * Sessions: an account reads its own login info and registers push tokens
 * for its own devices; the console's screens open for operators only.
 */
export const sessionPolicy = definePolicy<'read-login-info' | 'register-push-token', Owned>({
  'read-login-info': (actor, session) => isOwner(actor, session),
  'register-push-token': (actor, session) => isOwner(actor, session),
});

/** Whether `actor` may open a route of this access level (verifyRouter). */
export const routePolicy = definePolicy<'open', { access: 'public' | 'user' | 'operator' }>({
  open: (actor: Actor, route) =>
    route.access === 'public' ||
    (route.access === 'user' && actor.kind === 'account') ||
    (route.access === 'operator' && hasRole(actor, 'operator')),
});
