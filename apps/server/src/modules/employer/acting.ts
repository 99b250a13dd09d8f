import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accountOf, type Actor } from '../../http/policy';
import type { EmployerScope } from './policy';
import { employerRepository as repo } from './repository';

/** The account a screening request acts for, with its company (company_member) and address. */
export interface CompanyActing {
  actor: Actor;
  userId: string;
  /** Null for an account that is no company member (a job seeker, an operator). */
  companyId: number | null;
  ip: string;
}

/** After requireUser: the actor and, for a company member, their company from the database. */
export async function companyActingOf(
  db: Database,
  request: FastifyRequest,
): Promise<CompanyActing> {
  const { actor, user } = accountOf(request);
  const companyId = user.role === 'company' ? await repo.companyOfMember(db, user.userId) : null;
  return { actor, userId: user.userId, companyId, ip: request.ip };
}

/** The scope the employer policy judges: the record's company against the actor's. */
export const scopeOf = (
  acting: CompanyActing,
  companyId: number | null | undefined,
): EmployerScope => ({
  companyId: companyId ?? null,
  actorCompanyId: acting.companyId,
});
