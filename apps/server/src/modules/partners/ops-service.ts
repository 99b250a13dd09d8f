import type { OpsPartner, RosterResult } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { uniqueViolation } from '../../lib/db-errors';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction, type OperatorActionEntry } from '../ops';
import { partnersOpsPolicy } from './policy';
import { presentOpsPartner } from './presenter';
import { partnersRepository as repo, type NewStudentRow } from './repository';
import type { RosterCrypto } from './roster-crypto';
import { parseRoster } from './roster-csv';

/** The operator acting, and where the request came from (for the audit log). */
export interface PartnerOperator {
  actor: Actor;
  userId: string;
  origin: RequestOrigin;
}

export const SCHOOL_NOT_FOUND = '제휴 학교를 찾을 수 없습니다.';
const ALREADY_ENDED = '이미 제휴가 종료된 학교입니다.';

/**
 * The console's side of partnerships (decision 0042): register a school
 * (1201 when a live partnership has that name, whatever its spacing or case:
 * the unique index decides, so two operators at once cannot both succeed),
 * replace its roster, end the partnership. Every action is audited in its
 * own transaction; the audit keeps counts and the school, never a student.
 */
export function createPartnersOpsService(
  db: Database,
  deps: { crypto: RosterCrypto; clock: () => Date },
) {
  const { crypto, clock } = deps;

  const audit = (
    tx: Transaction,
    op: PartnerOperator,
    entry: Pick<OperatorActionEntry, 'action' | 'before' | 'after'>,
  ) =>
    appendOperatorAction(tx, {
      operatorId: op.userId,
      targetUserId: null,
      targetLoginId: null,
      reason: null,
      ip: op.origin.ip,
      userAgent: op.origin.userAgent ?? null,
      ...entry,
    });

  async function lockedActive(tx: Transaction, universityId: number) {
    const school = await repo.find(tx, universityId, true);
    if (!school) throw rejected.notFound(SCHOOL_NOT_FOUND);
    if (school.state !== 'active') {
      throw new AppError('REQUEST_REJECTED', { message: ALREADY_ENDED, status: 409 });
    }
    return school;
  }

  return {
    async list(op: PartnerOperator): Promise<OpsPartner[]> {
      partnersOpsPolicy.authorize(op.actor, 'manage', null);
      return (await repo.listForOps(db)).map(presentOpsPartner);
    },

    async register(op: PartnerOperator, name: string): Promise<OpsPartner> {
      partnersOpsPolicy.authorize(op.actor, 'manage', null);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await repo.insertUniversity(tx, name, op.userId);
          await audit(tx, op, {
            action: 'partner-register',
            before: null,
            after: { universityId: inserted.universityId, name: inserted.name },
          });
          return inserted;
        });
        return presentOpsPartner({ ...row, verifiedCount: 0 });
      } catch (err) {
        if (uniqueViolation(err) === 'university_active_name_uq') {
          throw new AppError('SCHOOL_ALREADY_PARTNER', { cause: err });
        }
        throw err;
      }
    },

    /** Replaces the roster with the CSV's students; a bad row writes nothing (400, its line). */
    async uploadRoster(
      op: PartnerOperator,
      universityId: number,
      csv: string,
    ): Promise<RosterResult> {
      partnersOpsPolicy.authorize(op.actor, 'manage', null);
      const parsed = parseRoster(csv);
      if (!parsed.ok) throw rejected.badRequest(parsed.message, { rows: parsed.errors });
      // Sealed and hashed before the transaction, so its locks are held for the writes only.
      const rows: NewStudentRow[] = parsed.students.map((s) => ({
        universityId,
        studentNoHash: crypto.studentNoHash(universityId, s.studentNo),
        matchHash: crypto.matchHash(universityId, s),
        payload: crypto.seal(s),
      }));
      await db.transaction(async (tx) => {
        const school = await lockedActive(tx, universityId);
        await repo.replaceRoster(tx, universityId, rows);
        await audit(tx, op, {
          action: 'partner-roster',
          before: { universityId, name: school.name, rosterCount: school.rosterCount },
          after: { rosterCount: rows.length },
        });
      });
      return { universityId, rosterCount: rows.length };
    },

    /** Ends the partnership; its roster, verifications and campus postings go with it (PIPA). */
    async end(op: PartnerOperator, universityId: number): Promise<OpsPartner> {
      partnersOpsPolicy.authorize(op.actor, 'manage', null);
      const at = clock();
      const school = await db.transaction(async (tx) => {
        const found = await lockedActive(tx, universityId);
        const deleted = await repo.end(tx, universityId, at);
        await audit(tx, op, {
          action: 'partner-end',
          before: { universityId, name: found.name, rosterCount: found.rosterCount },
          after: { state: 'ended', deleted },
        });
        return found;
      });
      return presentOpsPartner({
        ...school,
        state: 'ended',
        rosterCount: 0,
        verifiedCount: 0,
        endedAt: at,
      });
    },
  };
}
export type PartnersOpsService = ReturnType<typeof createPartnersOpsService>;
