import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConsentItem } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { consentItem, userConsent } from '../../db/schema';

type Db = Database | Transaction;

/** The value an upsert tried to insert (a fixed column name, never user input). */
const excluded = (column: 'agreed' | 'version') => sql.raw(`excluded.${column}`);

export const consentRepository = {
  /** The versions offered at sign-up now, in display order. */
  async current(db: Db): Promise<ConsentItem[]> {
    return db
      .select({
        code: consentItem.code,
        version: consentItem.version,
        title: consentItem.title,
        required: consentItem.required,
        purpose: consentItem.purpose,
        items: consentItem.items,
        retention: consentItem.retention,
        refusal: consentItem.refusal,
        body: consentItem.body,
      })
      .from(consentItem)
      .where(eq(consentItem.current, true))
      .orderBy(asc(consentItem.sortOrder));
  },

  async ofUser(db: Db, userId: string) {
    return db
      .select({
        code: userConsent.code,
        title: consentItem.title,
        required: consentItem.required,
        agreed: userConsent.agreed,
        decidedAt: userConsent.decidedAt,
      })
      .from(userConsent)
      .innerJoin(
        consentItem,
        and(eq(consentItem.code, userConsent.code), eq(consentItem.version, userConsent.version)),
      )
      .where(eq(userConsent.userId, userId))
      .orderBy(asc(consentItem.sortOrder));
  },

  async decide(
    db: Db,
    userId: string,
    decisions: { code: string; version: number; agreed: boolean }[],
  ) {
    if (decisions.length === 0) return;
    const now = new Date();
    await db
      .insert(userConsent)
      .values(decisions.map((d) => ({ userId, ...d, decidedAt: now })))
      .onConflictDoUpdate({
        target: [userConsent.userId, userConsent.code],
        set: { agreed: excluded('agreed'), version: excluded('version'), decidedAt: now },
      });
  },
};
