import { RESUME_LIMITS, type ResumeContent } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Actor, Owned } from '../../http/policy';
import {
  checkCodes,
  columnsOf,
  normalizeContent,
  releaseDropped,
  takeFiles,
  type ResumeFiles,
} from './content-checks';
import { resumePolicy } from './policy';
import { resumeRepository as repo, type ResumeSummaryRow, type StoredResume } from './repository';

export const RESUME_LIMIT_MESSAGE = `이력서는 ${String(RESUME_LIMITS.perMember)}개까지 만들 수 있습니다.`;
export const OFFERS_NEED_PUBLIC_MESSAGE = '공개 이력서만 제안을 받을 수 있습니다.';
const COPY_SUFFIX = ' (사본)';

/** The member a request acts for, and the actor the policy judges. */
export interface Acting {
  actor: Actor;
  memberId: string;
}

/** Why a résumé is read, for the read log; 'apply': copied into an application's snapshot. */
export type ReadPurpose = 'owner' | 'print' | 'export' | 'apply';

const ownerOf = (row: StoredResume | undefined): Owned => ({ ownerId: row?.memberId ?? null });

/**
 * Career records: every write is one transaction that first locks the
 * member's account row (before reading the résumé), so the 10-résumé limit
 * and the one 대표 hold when two requests of one member race.
 */
export function createResumeService(db: Database, files: ResumeFiles, clock: () => Date) {
  /**
   * The résumé, once the policy allows `action` on it. Someone else's id
   * and an id that does not exist are refused alike (102): nothing tells
   * whether it exists.
   */
  async function authorized(
    executor: Database | Transaction,
    acting: Acting,
    resumeId: number,
    action: 'read' | 'change',
  ): Promise<StoredResume> {
    const row = await repo.find(executor, resumeId);
    resumePolicy.authorize(acting.actor, action, ownerOf(row));
    if (!row) throw new AppError('PERMISSION_DENIED');
    return row;
  }

  async function refuseOverLimit(tx: Transaction, memberId: string): Promise<number> {
    const count = await repo.countByMember(tx, memberId);
    if (count >= RESUME_LIMITS.perMember) {
      throw new AppError('REQUEST_REJECTED', { message: RESUME_LIMIT_MESSAGE, status: 422 });
    }
    return count;
  }

  /** A new résumé from checked content: the member's first becomes 대표. */
  async function insertNew(tx: Transaction, acting: Acting, input: ResumeContent) {
    const content = normalizeContent(input);
    await repo.lockMember(tx, acting.memberId);
    const count = await refuseOverLimit(tx, acting.memberId);
    await checkCodes(tx, content);
    const elsewhere = await repo.fileNamesOfMember(tx, acting.memberId);
    await takeFiles(tx, files, acting.actor, acting.memberId, content, { own: [], elsewhere });
    return repo.insert(
      tx,
      acting.memberId,
      columnsOf(content),
      { isPrimary: count === 0 },
      clock(),
    );
  }

  return {
    /** For routes about the member's own records as a whole (blank, list, create). */
    authorizeOwn(acting: Acting, action: 'read' | 'change'): void {
      resumePolicy.authorize(acting.actor, action, { ownerId: acting.memberId });
    },

    authorized: (acting: Acting, resumeId: number, action: 'read' | 'change') =>
      authorized(db, acting, resumeId, action),

    /** The member's own list, newest edit first. */
    async list(acting: Acting): Promise<ResumeSummaryRow[]> {
      resumePolicy.authorize(acting.actor, 'read', { ownerId: acting.memberId });
      return repo.listByMember(db, acting.memberId, RESUME_LIMITS.perMember);
    },

    /** One résumé for its owner, its read written to the log (PIPA). */
    async read(
      acting: Acting & { role: string; ip: string },
      resumeId: number,
      purpose: ReadPurpose,
    ): Promise<StoredResume> {
      const row = await authorized(db, acting, resumeId, 'read');
      await repo.logRead(db, {
        resumeId,
        readerId: acting.memberId,
        readerRole: acting.role,
        purpose,
        ip: acting.ip,
      });
      return row;
    },

    async create(acting: Acting, content: ResumeContent): Promise<number> {
      resumePolicy.authorize(acting.actor, 'change', { ownerId: acting.memberId });
      return db.transaction((tx) => insertNew(tx, acting, content));
    },

    async update(acting: Acting, resumeId: number, input: ResumeContent): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockMember(tx, acting.memberId);
        const row = await authorized(tx, acting, resumeId, 'change');
        const content = normalizeContent(input);
        await checkCodes(tx, content);
        const elsewhere = await repo.fileNamesOfMember(tx, acting.memberId, resumeId);
        await takeFiles(tx, files, acting.actor, acting.memberId, content, {
          own: row.fileNames,
          elsewhere,
        });
        await repo.update(tx, resumeId, columnsOf(content), clock());
      });
    },

    /** A private, non-대표 copy titled '<title> (사본)'; its files are shared with the original. */
    async copy(acting: Acting, resumeId: number): Promise<number> {
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, acting.memberId);
        const source = await authorized(tx, acting, resumeId, 'change');
        await refuseOverLimit(tx, acting.memberId);
        const title = source.title.slice(0, RESUME_LIMITS.title - COPY_SUFFIX.length) + COPY_SUFFIX;
        const content = { ...source.content, title };
        return repo.insert(tx, acting.memberId, columnsOf(content), { isPrimary: false }, clock());
      });
    },

    /** Deletes a résumé; a deleted 대표 passes to the most recently edited one left. */
    async remove(acting: Acting, resumeId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockMember(tx, acting.memberId);
        const row = await authorized(tx, acting, resumeId, 'change');
        await repo.remove(tx, resumeId);
        const elsewhere = await repo.fileNamesOfMember(tx, acting.memberId);
        await releaseDropped(tx, files, acting.memberId, row.fileNames, new Set(), elsewhere);
        if (row.isPrimary) await repo.promoteLatest(tx, acting.memberId);
      });
    },

    /**
     * 대표 (exactly one per member), 공개, 제안 받을래요. Offers need a public
     * résumé: making it private turns offers off too; asking offers on a
     * private one is refused.
     */
    async setFlags(
      acting: Acting,
      resumeId: number,
      input: {
        primary?: true | undefined;
        public?: boolean | undefined;
        acceptOffers?: boolean | undefined;
      },
    ): Promise<StoredResume> {
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, acting.memberId);
        const row = await authorized(tx, acting, resumeId, 'change');
        const isPublic = input.public ?? row.isPublic;
        const wantsOffers = input.acceptOffers ?? (isPublic ? row.acceptOffers : false);
        if (wantsOffers && !isPublic) {
          throw new AppError('REQUEST_REJECTED', {
            message: OFFERS_NEED_PUBLIC_MESSAGE,
            status: 400,
            data: { fields: [{ field: 'acceptOffers', message: OFFERS_NEED_PUBLIC_MESSAGE }] },
          });
        }
        if (input.primary && !row.isPrimary) await repo.clearPrimary(tx, acting.memberId);
        await repo.setFlags(tx, resumeId, {
          isPublic,
          acceptOffers: wantsOffers,
          ...(input.primary ? { isPrimary: true } : {}),
        });
        const updated = await repo.find(tx, resumeId);
        if (!updated) throw new AppError('PERMISSION_DENIED');
        return updated;
      });
    },
  };
}
export type ResumeService = ReturnType<typeof createResumeService>;
