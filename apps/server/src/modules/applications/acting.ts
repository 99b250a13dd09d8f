import type { FastifyRequest } from 'fastify';
import { accountOf, type Actor } from '../../http/policy';

/** The account an applications request acts for (requireUser has run). */
export interface Acting {
  actor: Actor;
  memberId: string;
  /** For the résumé read log (resume_read) when the snapshot is made. */
  role: string;
  ip: string;
  /** The account's name: the applicant's name when the résumé has none. */
  name: string;
}

export function actingOf(request: FastifyRequest): Acting {
  const { actor, user } = accountOf(request);
  return { actor, memberId: user.userId, role: user.role, ip: request.ip, name: user.name };
}
