import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SESSION, type IdentityPurpose } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { identityRequest } from '../../db/schema';
import type { IdentityProviderName, VerifiedPerson } from './provider';

export type IdentityRequestRow = typeof identityRequest.$inferSelect;

/** How long a finished or abandoned request is kept after it expires, then deleted. */
const KEEP_AFTER_EXPIRY = sql`interval '1 hour'`;

/**
 * Every time is the database's `now()`, so API nodes whose clocks differ
 * agree on what has expired.
 */
const notExpired = gt(identityRequest.expiresAt, sql`now()`);

const PERSON_COLUMNS_CLEARED = {
  name: null,
  birthDate: null,
  gender: null,
  mobile: null,
  ci: null,
  di: null,
} as const;

export function createIdentityRepository(db: Database) {
  return {
    async insert(row: {
      purpose: IdentityPurpose;
      provider: IdentityProviderName;
      browserBinding: string;
    }): Promise<string> {
      const [inserted] = await db
        .insert(identityRequest)
        .values({
          ...row,
          expiresAt: sql`now() + make_interval(secs => ${SESSION.identityRequestSeconds})`,
        })
        .returning({ requestId: identityRequest.requestId });
      if (!inserted) throw new Error('identity_request insert returned nothing');
      return inserted.requestId;
    },

    /** Deletes requests long past their expiry: whatever they held is no longer needed. */
    async purgeExpired(): Promise<void> {
      await db
        .delete(identityRequest)
        .where(lt(identityRequest.expiresAt, sql`now() - ${KEEP_AFTER_EXPIRY}`));
    },

    async find(
      requestId: string,
    ): Promise<(IdentityRequestRow & { expired: boolean }) | undefined> {
      const [row] = await db
        .select({
          row: identityRequest,
          expired: sql<boolean>`${identityRequest.expiresAt} <= now()`,
        })
        .from(identityRequest)
        .where(eq(identityRequest.requestId, requestId))
        .limit(1);
      return row ? { ...row.row, expired: row.expired } : undefined;
    },

    /** Records a verified person on a pending, unexpired request; false when there is none. */
    async markVerified(
      requestId: string,
      provider: IdentityProviderName,
      person: VerifiedPerson,
    ): Promise<boolean> {
      const rows = await db
        .update(identityRequest)
        .set({ status: 'verified', ...person })
        .where(
          and(
            eq(identityRequest.requestId, requestId),
            eq(identityRequest.provider, provider),
            eq(identityRequest.status, 'pending'),
            notExpired,
          ),
        )
        .returning({ requestId: identityRequest.requestId });
      return rows.length === 1;
    },

    async markFailed(requestId: string, provider: IdentityProviderName): Promise<boolean> {
      const rows = await db
        .update(identityRequest)
        .set({ status: 'failed' })
        .where(
          and(
            eq(identityRequest.requestId, requestId),
            eq(identityRequest.provider, provider),
            eq(identityRequest.status, 'pending'),
          ),
        )
        .returning({ requestId: identityRequest.requestId });
      return rows.length === 1;
    },

    /**
     * Uses a verified request once. The conditions sit in the UPDATE itself,
     * so of two concurrent consumers only one matches the row (the other
     * waits for the row lock, re-checks, and finds it used). The person's
     * data then leaves the row: the caller has it, and the request has no
     * further purpose.
     */
    async consume(
      tx: Transaction,
      where: { requestId: string; purpose: IdentityPurpose; browserBinding: string },
    ): Promise<IdentityRequestRow | undefined> {
      const [row] = await tx
        .update(identityRequest)
        .set({ status: 'used', usedAt: sql`now()` })
        .where(
          and(
            eq(identityRequest.requestId, where.requestId),
            eq(identityRequest.purpose, where.purpose),
            eq(identityRequest.browserBinding, where.browserBinding),
            eq(identityRequest.status, 'verified'),
            isNull(identityRequest.usedAt),
            notExpired,
          ),
        )
        .returning();
      if (!row) return undefined;
      await tx
        .update(identityRequest)
        .set(PERSON_COLUMNS_CLEARED)
        .where(eq(identityRequest.requestId, where.requestId));
      return row;
    },

    /** The row as the caller's transaction sees it, to explain a refused consume. */
    async findIn(tx: Transaction, requestId: string) {
      const [row] = await tx
        .select({
          purpose: identityRequest.purpose,
          status: identityRequest.status,
          browserBinding: identityRequest.browserBinding,
          expired: sql<boolean>`${identityRequest.expiresAt} <= now()`,
        })
        .from(identityRequest)
        .where(eq(identityRequest.requestId, requestId))
        .limit(1);
      return row;
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
