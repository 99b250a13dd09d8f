import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BannerTarget } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { banner, promotion } from '../../db/schema';

type Db = Database | Transaction;

export type BannerRow = typeof banner.$inferSelect;
export type NewBanner = Omit<typeof banner.$inferInsert, 'bannerId'>;

/** The promotion product a banner slot is sold as (PROMOTION_PRODUCTS). */
export const BANNER_PRODUCT = 'banner-main';

/**
 * Whether a banner shows on `today`: shown, within its own period and, when
 * it fills a promotion, that promotion still booked and running. Dates are
 * compared as YYYY-MM-DD literals of the Seoul day the caller passes.
 */
function activeOn(today: string): SQL {
  return sql`(${banner.state} = 'shown'
    and ${banner.startsOn} <= ${today} and ${banner.endsOn} >= ${today}
    and (${banner.promotionId} is null or exists (
      select 1 from ${promotion}
      where ${promotion.promotionId} = ${banner.promotionId}
        and ${promotion.product} = ${BANNER_PRODUCT}
        and ${promotion.state} = 'booked'
        and ${promotion.startsOn} <= ${today} and ${promotion.endsOn} >= ${today})))`;
}

/** The slot order: operators' order, then the oldest first. */
const ORDER = [asc(banner.sortOrder), asc(banner.bannerId)];

export interface PromotionFacts {
  promotionId: number;
  product: string;
  state: string;
  startsOn: string;
  endsOn: string;
}

const bannerColumns = {
  bannerId: banner.bannerId,
  target: banner.target,
  title: banner.title,
  imageSaveName: banner.imageSaveName,
  altText: banner.altText,
  linkUrl: banner.linkUrl,
  startsOn: banner.startsOn,
  endsOn: banner.endsOn,
  sortOrder: banner.sortOrder,
  state: banner.state,
  promotionId: banner.promotionId,
  createdBy: banner.createdBy,
  createdAt: banner.createdAt,
  updatedAt: banner.updatedAt,
};

export const bannerRepository = {
  /** The target's active banners in slot order, at most `limit` (served by banner_target_idx). */
  active(db: Db, target: BannerTarget, today: string, limit: number): Promise<BannerRow[]> {
    return db
      .select()
      .from(banner)
      .where(and(eq(banner.target, target), activeOn(today)))
      .orderBy(...ORDER)
      .limit(limit);
  },

  /** Every banner (of a target), each with whether it is active today, for the console. */
  list(
    db: Db,
    target: BannerTarget | undefined,
    today: string,
  ): Promise<(BannerRow & { active: boolean })[]> {
    return db
      .select({ ...bannerColumns, active: sql<boolean>`${activeOn(today)}` })
      .from(banner)
      .where(target ? eq(banner.target, target) : undefined)
      .orderBy(asc(banner.target), ...ORDER);
  },

  /** One banner as the console shows it (with whether it is active today). */
  async findForConsole(
    db: Db,
    bannerId: number,
    today: string,
  ): Promise<(BannerRow & { active: boolean }) | undefined> {
    const [row] = await db
      .select({ ...bannerColumns, active: sql<boolean>`${activeOn(today)}` })
      .from(banner)
      .where(eq(banner.bannerId, bannerId));
    return row;
  },

  async find(db: Db, bannerId: number, forUpdate = false): Promise<BannerRow | undefined> {
    const query = db.select().from(banner).where(eq(banner.bannerId, bannerId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async insert(tx: Transaction, values: NewBanner): Promise<number> {
    const [row] = await tx.insert(banner).values(values).returning({ bannerId: banner.bannerId });
    if (!row) throw new Error('banner not inserted');
    return row.bannerId;
  },

  async update(tx: Transaction, bannerId: number, values: Partial<NewBanner>): Promise<void> {
    await tx.update(banner).set(values).where(eq(banner.bannerId, bannerId));
  },

  async remove(tx: Transaction, bannerId: number): Promise<void> {
    await tx.delete(banner).where(eq(banner.bannerId, bannerId));
  },

  /**
   * The one read of the promotion table this area makes (modules/commerce
   * owns it): what a banner needs to know of the promotion it would fill.
   */
  async promotionFacts(db: Db, promotionId: number): Promise<PromotionFacts | undefined> {
    const [row] = await db
      .select({
        promotionId: promotion.promotionId,
        product: promotion.product,
        state: promotion.state,
        startsOn: promotion.startsOn,
        endsOn: promotion.endsOn,
      })
      .from(promotion)
      .where(eq(promotion.promotionId, promotionId));
    return row;
  },
};
