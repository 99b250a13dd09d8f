import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { SESSION, type CareerLookupAuthMethod, type CareerLookupRecord } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { appUser, careerLookupRequest } from '../../db/schema';
import type { CareerLookupProviderName, LookupPerson, ProviderState } from './provider';

export type CareerLookupRow = typeof careerLookupRequest.$inferSelect;

/** How long a request is kept after it expires, then deleted with whatever it held. */
const KEEP_AFTER_EXPIRY = sql`interval '1 hour'`;
const OPEN_STATUSES = ['pending', 'verified'];

/**
 * Every time is the database's `now()`, so nodes whose clocks differ agree on
 * what has expired. Updates carry their conditions in the WHERE clause, so a
 * request only moves forward, once.
 */
export function createCareerLookupRepository(db: Database) {
  const openAndLive = (id: string) =>
    and(
      eq(careerLookupRequest.id, id),
      inArray(careerLookupRequest.status, OPEN_STATUSES),
      sql`${careerLookupRequest.expiresAt} > now()`,
    );

  return {
    /** The member's 본인인증 details, or undefined when the account has none. */
    async verifiedPerson(memberId: string): Promise<LookupPerson | undefined> {
      const [row] = await db
        .select({
          name: appUser.name,
          birthDate: appUser.birthDate,
          mobile: appUser.mobile,
          ci: appUser.ci,
        })
        .from(appUser)
        .where(and(eq(appUser.userId, memberId), eq(appUser.status, 'active')))
        .limit(1);
      if (!row?.ci || !row.birthDate || !row.mobile || !row.name) return undefined;
      return { name: row.name, birthDate: row.birthDate, mobile: row.mobile, ci: row.ci };
    },

    async insert(row: {
      id: string;
      memberId: string;
      provider: CareerLookupProviderName;
      authMethod: CareerLookupAuthMethod;
      pending: ProviderState;
    }): Promise<{ expiresAt: Date }> {
      const [inserted] = await db
        .insert(careerLookupRequest)
        .values({
          id: row.id,
          memberId: row.memberId,
          provider: row.provider,
          authMethod: row.authMethod,
          providerState: row.pending,
          // The same ten minutes as a 본인인증 request.
          expiresAt: sql`now() + make_interval(secs => ${SESSION.identityRequestSeconds})`,
        })
        .returning({ expiresAt: careerLookupRequest.expiresAt });
      if (!inserted) throw new Error('career_lookup_request insert returned nothing');
      return inserted;
    },

    async purgeExpired(): Promise<void> {
      await db
        .delete(careerLookupRequest)
        .where(lt(careerLookupRequest.expiresAt, sql`now() - ${KEEP_AFTER_EXPIRY}`));
    },

    async find(id: string): Promise<(CareerLookupRow & { expired: boolean }) | undefined> {
      const [row] = await db
        .select({
          row: careerLookupRequest,
          expired: sql<boolean>`${careerLookupRequest.expiresAt} <= now()`,
        })
        .from(careerLookupRequest)
        .where(eq(careerLookupRequest.id, id))
        .limit(1);
      return row ? { ...row.row, expired: row.expired } : undefined;
    },

    /** The local window's button: pending → verified; false when the request cannot take it. */
    async markVerified(id: string, provider: CareerLookupProviderName): Promise<boolean> {
      const rows = await db
        .update(careerLookupRequest)
        .set({ status: 'verified' })
        .where(
          and(
            eq(careerLookupRequest.id, id),
            eq(careerLookupRequest.provider, provider),
            eq(careerLookupRequest.status, 'pending'),
            sql`${careerLookupRequest.expiresAt} > now()`,
          ),
        )
        .returning({ id: careerLookupRequest.id });
      return rows.length === 1;
    },

    async updatePending(id: string, pending: ProviderState): Promise<void> {
      await db.update(careerLookupRequest).set({ providerState: pending }).where(openAndLive(id));
    },

    /** Keeps the records until the row is purged; the provider state is no longer needed. */
    async markDone(id: string, records: CareerLookupRecord[]): Promise<void> {
      await db
        .update(careerLookupRequest)
        .set({ status: 'done', records, providerState: null })
        .where(openAndLive(id));
    },

    async markFailed(id: string): Promise<void> {
      await db
        .update(careerLookupRequest)
        .set({ status: 'failed', providerState: null })
        .where(
          and(eq(careerLookupRequest.id, id), inArray(careerLookupRequest.status, OPEN_STATUSES)),
        );
    },
  };
}
export type CareerLookupRepository = ReturnType<typeof createCareerLookupRepository>;
