import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { authEvent } from '../../db/schema';

export type AuthEventKind =
  | 'login'
  | 'login-failed'
  | 'lock'
  | 'logout'
  | 'refresh-replay'
  | 'refresh-retry'
  | 'password-change'
  | 'password-reset'
  | 'withdraw'
  | 'sign-up';

/** Where a request came from, for the audit log. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300),
});

/** Records an authentication event; never a password, token or identity number. */
export async function recordAuthEvent(
  db: Database | Transaction,
  event: AuthEventKind,
  origin: RequestOrigin,
  userId: string | null,
  detail?: Record<string, string | number | boolean>,
): Promise<void> {
  await db.insert(authEvent).values({
    event,
    userId,
    ip: origin.ip,
    userAgent: origin.userAgent ?? null,
    detail: detail ?? null,
  });
}
