import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  adPackage,
  company,
  companyCredit,
  companyMember,
  jobPosting,
  paidExposure,
  promotion,
  sale,
} from '../../db/schema';

type Db = Database | Transaction;

/** A promotion as the lists show it: its company's name, its posting's title and its invoice. */
const promotionColumns = {
  promotionId: promotion.promotionId,
  companyId: promotion.companyId,
  companyName: company.name,
  postingId: promotion.postingId,
  postingTitle: jobPosting.title,
  product: promotion.product,
  slot: promotion.slot,
  startsOn: promotion.startsOn,
  endsOn: promotion.endsOn,
  price: promotion.price,
  creditId: promotion.creditId,
  exposureId: promotion.exposureId,
  state: promotion.state,
  createdAt: promotion.createdAt,
  saleId: sale.saleId,
  invoiceNo: sale.invoiceNo,
  saleState: sale.state,
};

const saleColumns = {
  saleId: sale.saleId,
  invoiceNo: sale.invoiceNo,
  companyId: sale.companyId,
  companyName: company.name,
  itemKind: sale.itemKind,
  itemName: sale.itemName,
  promotionId: sale.promotionId,
  packageId: sale.packageId,
  amount: sale.amount,
  vat: sale.vat,
  state: sale.state,
  provider: sale.provider,
  providerRef: sale.providerRef,
  issuedAt: sale.issuedAt,
  paidAt: sale.paidAt,
  cancelledAt: sale.cancelledAt,
};

function promotionQuery(db: Db) {
  return (
    db
      .select(promotionColumns)
      .from(promotion)
      .innerJoin(company, eq(company.companyId, promotion.companyId))
      .innerJoin(jobPosting, eq(jobPosting.postingId, promotion.postingId))
      // One invoice per promotion: booking issues at most one.
      .leftJoin(sale, eq(sale.promotionId, promotion.promotionId))
  );
}

export type PromotionRow = NonNullable<
  Awaited<ReturnType<typeof commerceRepository.findPromotion>>
>;
export type SaleRow = NonNullable<Awaited<ReturnType<typeof commerceRepository.findSale>>>;
export type PackageRow = typeof adPackage.$inferSelect;

export const commerceRepository = {
  async companyOfMember(db: Db, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ companyId: companyMember.companyId })
      .from(companyMember)
      .where(eq(companyMember.userId, userId))
      .limit(1);
    return row?.companyId ?? null;
  },

  async findPosting(db: Db, postingId: number) {
    const [row] = await db
      .select({
        postingId: jobPosting.postingId,
        companyId: jobPosting.companyId,
        status: jobPosting.status,
        openDate: jobPosting.openDate,
        closeDate: jobPosting.closeDate,
      })
      .from(jobPosting)
      .where(eq(jobPosting.postingId, postingId))
      .limit(1);
    return row;
  },

  /**
   * Serialises bookings of one product's slot, and of one posting's product,
   * until the transaction ends: the overlap check and the insert then see
   * every booking committed before them (PGlite has no btree_gist for an
   * exclusion constraint). Slot first, posting second, in every booking, so
   * two bookings never wait on each other in opposite orders.
   */
  async lockBooking(tx: Transaction, product: string, slot: number, postingId: number) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`promotion:${product}:${String(slot)}`}))`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`promotion-posting:${String(postingId)}:${product}`}))`,
    );
  },

  /** A booked promotion of the product overlapping the period in this slot, or for this posting. */
  async overlaps(
    tx: Transaction,
    b: { product: string; slot: number; postingId: number; startsOn: string; endsOn: string },
  ): Promise<boolean> {
    const [row] = await tx
      .select({ promotionId: promotion.promotionId })
      .from(promotion)
      .where(
        and(
          eq(promotion.product, b.product),
          eq(promotion.state, 'booked'),
          lte(promotion.startsOn, b.endsOn),
          gte(promotion.endsOn, b.startsOn),
          sql`(${promotion.slot} = ${b.slot} or ${promotion.postingId} = ${b.postingId})`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insertPromotion(tx: Transaction, values: typeof promotion.$inferInsert): Promise<number> {
    const [row] = await tx
      .insert(promotion)
      .values(values)
      .returning({ id: promotion.promotionId });
    if (!row) throw new Error('promotion not inserted');
    return row.id;
  },

  /** The main page's row for a promotion (read by themes' paid()), remembered on the promotion. */
  async expose(
    tx: Transaction,
    p: {
      promotionId: number;
      postingId: number;
      product: string;
      slot: number;
      startsOn: string;
      endsOn: string;
    },
  ): Promise<void> {
    const [row] = await tx
      .insert(paidExposure)
      .values({
        postingId: p.postingId,
        placement: p.product,
        slot: p.slot,
        startsOn: p.startsOn,
        endsOn: p.endsOn,
      })
      .returning({ id: paidExposure.exposureId });
    if (!row) throw new Error('exposure not inserted');
    await tx
      .update(promotion)
      .set({ exposureId: row.id })
      .where(eq(promotion.promotionId, p.promotionId));
  },

  async removeExposure(tx: Transaction, exposureId: number | null): Promise<void> {
    if (exposureId === null) return;
    await tx.delete(paidExposure).where(eq(paidExposure.exposureId, exposureId));
  },

  findPromotion: async (db: Db, promotionId: number, lock = false) => {
    const query = promotionQuery(db).where(eq(promotion.promotionId, promotionId)).limit(1);
    const [row] = lock ? await query.for('update', { of: promotion }) : await query;
    return row;
  },

  async listPromotions(db: Db, where: SQL | undefined, limit: number, offset: number) {
    const rows = await promotionQuery(db)
      .where(where)
      .orderBy(desc(promotion.createdAt), desc(promotion.promotionId))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(promotion).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Booked periods of a product's slots that touch [from, to]. */
  bookedPeriods(db: Db, product: string, from: string, to: string) {
    return db
      .select({ slot: promotion.slot, startsOn: promotion.startsOn, endsOn: promotion.endsOn })
      .from(promotion)
      .where(
        and(
          eq(promotion.product, product),
          eq(promotion.state, 'booked'),
          lte(promotion.startsOn, to),
          gte(promotion.endsOn, from),
        ),
      )
      .orderBy(promotion.slot, promotion.startsOn);
  },

  async setPromotionCancelled(tx: Transaction, promotionId: number, at: Date): Promise<void> {
    await tx
      .update(promotion)
      .set({ state: 'cancelled', cancelledAt: at })
      .where(eq(promotion.promotionId, promotionId));
  },

  async deletePromotion(tx: Transaction, promotionId: number): Promise<void> {
    await tx.delete(promotion).where(eq(promotion.promotionId, promotionId));
  },

  /** Sales of a promotion or a package, by whether they were cancelled. */
  async salesOf(db: Db, where: { promotionId: number } | { packageId: number }) {
    const cond =
      'promotionId' in where
        ? eq(sale.promotionId, where.promotionId)
        : eq(sale.packageId, where.packageId);
    return db.select({ saleId: sale.saleId, state: sale.state }).from(sale).where(cond);
  },

  /**
   * Issues an invoice: inserted, then numbered 'IL' + the Seoul day + the
   * sale's id (unique and never reused, unlike a count of the day's sales).
   */
  async insertSale(
    tx: Transaction,
    values: Omit<typeof sale.$inferInsert, 'invoiceNo'>,
    day: string,
  ): Promise<number> {
    const [row] = await tx
      .insert(sale)
      .values({ ...values, invoiceNo: `T${crypto.randomUUID().slice(0, 18)}` })
      .returning({ id: sale.saleId });
    if (!row) throw new Error('sale not inserted');
    const invoiceNo = `IL${day.replaceAll('-', '')}${String(row.id).padStart(6, '0')}`;
    await tx.update(sale).set({ invoiceNo }).where(eq(sale.saleId, row.id));
    return row.id;
  },

  findSale: async (db: Db, saleId: number, lock = false) => {
    const query = db
      .select(saleColumns)
      .from(sale)
      .innerJoin(company, eq(company.companyId, sale.companyId))
      .where(eq(sale.saleId, saleId))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: sale }) : await query;
    return row;
  },

  async listSales(db: Db, where: SQL | undefined, limit: number, offset: number) {
    const rows = await db
      .select(saleColumns)
      .from(sale)
      .innerJoin(company, eq(company.companyId, sale.companyId))
      .where(where)
      .orderBy(desc(sale.issuedAt), desc(sale.saleId))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(sale).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Count and sums of every sale by state. */
  salesTotals(db: Db) {
    return db
      .select({
        state: sale.state,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${sale.amount}), 0)::int`,
        vat: sql<number>`coalesce(sum(${sale.vat}), 0)::int`,
      })
      .from(sale)
      .groupBy(sale.state);
  },

  async updateSale(tx: Transaction, saleId: number, set: Partial<typeof sale.$inferInsert>) {
    await tx.update(sale).set(set).where(eq(sale.saleId, saleId));
  },

  /** A cancelled package sale's credits stop being usable (what was spent stays spent). */
  async voidCreditsOfSale(tx: Transaction, saleId: number): Promise<void> {
    await tx.update(companyCredit).set({ remaining: 0 }).where(eq(companyCredit.saleId, saleId));
  },

  /** Usable credits of a company, by kind and length. */
  creditSummary(db: Db, companyId: number, today: string) {
    return db
      .select({
        kind: companyCredit.kind,
        days: companyCredit.days,
        remaining: sql<number>`sum(${companyCredit.remaining})::int`,
        expiresOn: sql<string>`min(${companyCredit.expiresOn})::text`,
      })
      .from(companyCredit)
      .where(
        and(
          eq(companyCredit.companyId, companyId),
          sql`${companyCredit.remaining} > 0`,
          gte(companyCredit.expiresOn, today),
        ),
      )
      .groupBy(companyCredit.kind, companyCredit.days)
      .orderBy(companyCredit.kind, companyCredit.days);
  },

  // ---- packages ----

  listPackages(db: Db, onSaleOnly: boolean) {
    return db
      .select()
      .from(adPackage)
      .where(onSaleOnly ? eq(adPackage.state, 'on-sale') : undefined)
      .orderBy(adPackage.price, adPackage.packageId);
  },

  async salesCounts(db: Db, packageIds: number[]): Promise<Map<number, number>> {
    if (packageIds.length === 0) return new Map();
    const rows = await db
      .select({ packageId: sale.packageId, n: count() })
      .from(sale)
      .where(inArray(sale.packageId, packageIds))
      .groupBy(sale.packageId);
    return new Map(rows.flatMap((r) => (r.packageId === null ? [] : [[r.packageId, r.n]])));
  },

  async findPackage(db: Db, packageId: number) {
    const [row] = await db.select().from(adPackage).where(eq(adPackage.packageId, packageId));
    return row;
  },

  async insertPackage(db: Db, values: typeof adPackage.$inferInsert) {
    const [row] = await db.insert(adPackage).values(values).returning();
    if (!row) throw new Error('package not inserted');
    return row;
  },

  async updatePackage(db: Db, packageId: number, set: Partial<typeof adPackage.$inferInsert>) {
    const [row] = await db
      .update(adPackage)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(adPackage.packageId, packageId))
      .returning();
    return row;
  },

  async deletePackage(db: Db, packageId: number): Promise<void> {
    await db.delete(adPackage).where(eq(adPackage.packageId, packageId));
  },

  /** Every posting a paid (or credit-funded) highlight promotion marks on `today`. */
  async liveHighlights(db: Db, today: string): Promise<number[]> {
    const rows = await db
      .selectDistinct({ postingId: promotion.postingId })
      .from(promotion)
      .leftJoin(sale, and(eq(sale.promotionId, promotion.promotionId), eq(sale.state, 'paid')))
      .where(
        and(
          eq(promotion.product, 'highlight'),
          eq(promotion.state, 'booked'),
          lte(promotion.startsOn, today),
          gte(promotion.endsOn, today),
          sql`(${promotion.creditId} is not null or ${sale.saleId} is not null)`,
        ),
      );
    return rows.map((r) => r.postingId);
  },
};
