import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { companyCredit } from '../../db/schema';

type Db = Database | Transaction;

/** 'test' (vocational test credits) or a promotion product's key. */
export type CreditKind = string;

/** A company's usable credits of one kind: not expired, not used up. */
export async function remainingCredits(
  db: Db,
  companyId: number,
  kind: CreditKind,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${companyCredit.remaining}), 0)::int` })
    .from(companyCredit)
    .where(
      and(
        eq(companyCredit.companyId, companyId),
        eq(companyCredit.kind, kind),
        gt(companyCredit.remaining, 0),
        gte(companyCredit.expiresOn, today),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Spends `count` credits of a kind, soonest expiry first, inside the caller's
 * transaction. The grants are locked (FOR UPDATE), so two requests at once
 * cannot both spend the last credit. Spends nothing when there are too few.
 */
export async function spendCredits(
  tx: Transaction,
  companyId: number,
  kind: CreditKind,
  count: number,
  today: string,
): Promise<{ ok: true; creditIds: number[] } | { ok: false; remaining: number }> {
  const grants = await tx
    .select({ creditId: companyCredit.creditId, remaining: companyCredit.remaining })
    .from(companyCredit)
    .where(
      and(
        eq(companyCredit.companyId, companyId),
        eq(companyCredit.kind, kind),
        gt(companyCredit.remaining, 0),
        gte(companyCredit.expiresOn, today),
      ),
    )
    .orderBy(asc(companyCredit.expiresOn), asc(companyCredit.creditId))
    .for('update');
  const remaining = grants.reduce((sum, g) => sum + g.remaining, 0);
  if (remaining < count) return { ok: false, remaining };
  let left = count;
  const used: number[] = [];
  for (const grant of grants) {
    if (left === 0) break;
    const take = Math.min(left, grant.remaining);
    await tx
      .update(companyCredit)
      .set({ remaining: sql`${companyCredit.remaining} - ${take}` })
      .where(eq(companyCredit.creditId, grant.creditId));
    used.push(grant.creditId);
    left -= take;
  }
  return { ok: true, creditIds: used };
}

/** Grants credits (a package's sale marked paid), valid until `expiresOn`. */
export async function grantCredits(
  tx: Transaction,
  grant: {
    companyId: number;
    saleId: number | null;
    kind: CreditKind;
    days: number | null;
    total: number;
    expiresOn: string;
  },
): Promise<void> {
  if (grant.total <= 0) return;
  await tx.insert(companyCredit).values({ ...grant, remaining: grant.total });
}

/** Gives back credits a cancelled use took (a cancelled request or booking). */
export async function refundCredit(tx: Transaction, creditId: number, count = 1): Promise<void> {
  await tx
    .update(companyCredit)
    .set({ remaining: sql`least(${companyCredit.total}, ${companyCredit.remaining} + ${count})` })
    .where(eq(companyCredit.creditId, creditId));
}

/**
 * Spends one promotion credit of `product` that runs at least `days` days
 * (the shortest such, then the soonest to expire), locked like spendCredits.
 * Returns its id, or null when the company has none that fits.
 */
export async function spendPromotionCredit(
  tx: Transaction,
  companyId: number,
  product: string,
  days: number,
  today: string,
): Promise<number | null> {
  const [grant] = await tx
    .select({ creditId: companyCredit.creditId })
    .from(companyCredit)
    .where(
      and(
        eq(companyCredit.companyId, companyId),
        eq(companyCredit.kind, product),
        gt(companyCredit.remaining, 0),
        gte(companyCredit.expiresOn, today),
        gte(companyCredit.days, days),
      ),
    )
    .orderBy(asc(companyCredit.days), asc(companyCredit.expiresOn), asc(companyCredit.creditId))
    .limit(1)
    .for('update');
  if (!grant) return null;
  await tx
    .update(companyCredit)
    .set({ remaining: sql`${companyCredit.remaining} - 1` })
    .where(eq(companyCredit.creditId, grant.creditId));
  return grant.creditId;
}
