import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../http/policy';
import type { Acting } from './service';

/** The member a résumé request acts for (requireUser has run), with what the read log keeps. */
export function actingOf(request: FastifyRequest): Acting & { role: string; ip: string } {
  const { actor, user } = accountOf(request);
  return { actor, memberId: user.userId, role: user.role, ip: request.ip };
}
