import type { FastifyRequest } from 'fastify';
import type { Role } from '@ilteo/contract';
import { AppError } from './errors';

/**
 * Who is asking, as every policy sees it (decision 0026): a visitor, or an
 * account with its role. Built from the member row the session already read
 * (requireUser), so a role change or a lock applies on the next request.
 */
export type Actor = { kind: 'anonymous' } | { kind: 'account'; userId: string; role: Role };

export const ANONYMOUS: Actor = { kind: 'anonymous' };

const isRole = (value: string): value is Role =>
  value === 'member' || value === 'company' || value === 'operator';

/** The actor of a request's account (`request.user`), or the anonymous visitor. */
export function actorOf(user: { userId: string; role: string } | null | undefined): Actor {
  if (!user) return ANONYMOUS;
  // An unknown role in the row grants nothing: it is treated as a visitor.
  return isRole(user.role) ? { kind: 'account', userId: user.userId, role: user.role } : ANONYMOUS;
}

/** A record that belongs to one account (alarms, conditions, uploads …). */
export interface Owned {
  readonly ownerId: string | null;
}

/** The one place an account is compared with a record's owner. */
export const isOwner = (actor: Actor, resource: Owned): boolean =>
  actor.kind === 'account' && resource.ownerId !== null && actor.userId === resource.ownerId;

export const hasRole = (actor: Actor, ...roles: readonly Role[]): boolean =>
  actor.kind === 'account' && roles.includes(actor.role);

/** A visitor is asked to log in (403); an account without the right is refused (102). */
export function refusalFor(actor: Actor): AppError {
  return new AppError(actor.kind === 'anonymous' ? 'LOGIN_REQUIRED' : 'PERMISSION_DENIED');
}

export type Rule<R> = (actor: Actor, resource: R) => boolean;

/**
 * A module's policy, as outline's `server/policies`: one rule per action,
 * and `authorize(actor, action, resource)` that throws the refusal when the
 * rule says no. `can` answers the same question without throwing (lists
 * that show only what the viewer may see).
 */
export function definePolicy<A extends string, R>(rules: Record<A, Rule<R>>) {
  return {
    can: (actor: Actor, action: A, resource: R): boolean => rules[action](actor, resource),
    authorize(actor: Actor, action: A, resource: R): void {
      if (!rules[action](actor, resource)) throw refusalFor(actor);
    },
  };
}

/**
 * The account of a route behind requireUser: its actor, its row, and the
 * scope its own records are kept under (`{ ownerId }`), for the policy to
 * judge before the handler reads or writes any of them.
 */
export function accountOf(request: FastifyRequest) {
  const user = request.user;
  if (!user) throw new AppError('ACCESS_TOKEN_EXPIRED');
  return { actor: actorOf(user), user, own: { ownerId: user.userId } satisfies Owned };
}
