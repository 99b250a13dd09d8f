import { and, eq, type SQL } from 'drizzle-orm';
import {
  COMMERCE_PAGE_SIZE,
  PROMOTION_MAX_DAYS,
  PROMOTION_MAX_LEAD_DAYS,
  PROMOTION_PRODUCTS,
  type PromotionBookInput,
  type PromotionProduct,
  type SaleState,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { promotion, sale } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { refundCredit, spendPromotionCredit } from './credits';
import type { PaymentGateway } from './payment-gateway';
import { commercePolicy, type CommerceScope } from './policy';
import { presentPackage, presentPromotion, presentSale, vatOf } from './presenter';
import { commerceRepository as repo, type PromotionRow } from './repository';

/** The company member a request acts for, with their company from company_member. */
export interface CommerceActing {
  actor: Actor;
  userId: string;
  companyId: number | null;
}

/** Products whose booking also writes the main page's (or the list's) paid_exposure row. */
export const EXPOSED_PRODUCTS: ReadonlySet<string> = new Set([
  'main-premium',
  'main-focus',
  'list-top',
]);

const DAY_MS = 86_400_000;
const daysOf = (startsOn: string, endsOn: string) =>
  Math.round((Date.parse(endsOn) - Date.parse(startsOn)) / DAY_MS) + 1;

const pageOf = <T>(items: T[], page: number, total: number) => ({
  items,
  page,
  size: COMMERCE_PAGE_SIZE,
  total,
  totalPages: Math.ceil(total / COMMERCE_PAGE_SIZE),
});

/**
 * Takes a promotion off the site (decision 0040), for its company and for
 * the console alike: 1102 while an invoice for it is not cancelled. Without
 * any invoice the row goes; with only cancelled ones it stays, cancelled,
 * since invoices keep their item (sale.promotion_id is ON DELETE RESTRICT).
 * A credit it used comes back if it had not started yet.
 */
export async function withdrawPromotion(
  tx: Transaction,
  row: PromotionRow,
  today: string,
  at: Date,
): Promise<'deleted' | 'cancelled' | 'unchanged'> {
  const sales = await repo.salesOf(tx, { promotionId: row.promotionId });
  if (sales.some((s) => s.state !== 'cancelled')) throw new AppError('PROMOTION_HAS_SALES');
  if (row.state === 'cancelled') return 'unchanged';
  await repo.removeExposure(tx, row.exposureId);
  if (row.creditId !== null && row.startsOn > today) await refundCredit(tx, row.creditId);
  if (sales.length === 0) {
    await repo.deletePromotion(tx, row.promotionId);
    return 'deleted';
  }
  await repo.setPromotionCancelled(tx, row.promotionId, at);
  return 'cancelled';
}

/** The company side of paid services: book, list, withdraw; packages, invoices, credits. */
export function createCommerceService(
  db: Database,
  deps: { clock: () => Date; gateway: PaymentGateway },
) {
  const { clock, gateway } = deps;
  const today = () => seoulDate(clock());
  const scope = (acting: CommerceActing, companyId?: number | null): CommerceScope => ({
    actorCompanyId: acting.companyId,
    companyId,
  });
  /** The acting member's company, once the policy let them in. */
  const companyOf = (acting: CommerceActing): number => {
    commercePolicy.authorize(acting.actor, 'buy', scope(acting));
    return acting.companyId as number;
  };

  function checkPeriod(input: PromotionBookInput, now: string, closeDate: string | null) {
    const product = PROMOTION_PRODUCTS[input.product];
    if (input.slot > product.slots) {
      throw rejected.field('slot', `${product.label}의 구좌는 1~${String(product.slots)}번입니다.`);
    }
    if (input.startsOn < now) throw rejected.field('startsOn', '시작일은 오늘 이후여야 합니다.');
    if (input.startsOn > addDays(now, PROMOTION_MAX_LEAD_DAYS)) {
      throw rejected.field(
        'startsOn',
        `시작일은 오늘부터 ${String(PROMOTION_MAX_LEAD_DAYS)}일 이내여야 합니다.`,
      );
    }
    if (daysOf(input.startsOn, input.endsOn) > PROMOTION_MAX_DAYS) {
      throw rejected.field(
        'endsOn',
        `노출 기간은 최대 ${String(PROMOTION_MAX_DAYS)}일까지 정할 수 있습니다.`,
      );
    }
    if (closeDate !== null && input.endsOn > closeDate) {
      throw rejected.field('endsOn', '종료일은 공고 마감일 이전이어야 합니다.');
    }
  }

  return {
    /**
     * Books a promotion in one transaction under the slot's (and posting's)
     * advisory lock: 1101 on an overlap; a fitting package credit pays for
     * it, otherwise an invoice is issued. Exposure products show on the site
     * once paid: at once with a credit, when the invoice is paid otherwise.
     */
    async book(acting: CommerceActing, input: PromotionBookInput) {
      const now = today();
      const companyId = companyOf(acting);
      const posting = await repo.findPosting(db, input.postingId);
      commercePolicy.authorize(acting.actor, 'manage', scope(acting, posting?.companyId ?? null));
      if (
        !posting ||
        posting.status !== 'open' ||
        (posting.closeDate !== null && posting.closeDate < now)
      ) {
        throw rejected.field('postingId', '진행 중인 공고만 노출할 수 있습니다.');
      }
      checkPeriod(input, now, posting.closeDate);
      const product: PromotionProduct = input.product;
      const days = daysOf(input.startsOn, input.endsOn);
      const promotionId = await db.transaction(async (tx) => {
        await repo.lockBooking(tx, product, input.slot, input.postingId);
        if (await repo.overlaps(tx, { ...input, product })) {
          throw new AppError('PROMOTION_OVERLAP');
        }
        const creditId = await spendPromotionCredit(tx, companyId, product, days, now);
        const price = creditId === null ? days * PROMOTION_PRODUCTS[product].pricePerDay : 0;
        const id = await repo.insertPromotion(tx, {
          companyId,
          postingId: input.postingId,
          product,
          slot: input.slot,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          price,
          creditId,
          bookedBy: acting.userId,
        });
        if (creditId !== null) {
          if (EXPOSED_PRODUCTS.has(product)) {
            await repo.expose(tx, { ...input, product, promotionId: id });
          }
          return id;
        }
        const itemName = `${PROMOTION_PRODUCTS[product].label} ${String(input.slot)}번 구좌 (${input.startsOn}~${input.endsOn})`;
        const saleId = await repo.insertSale(
          tx,
          {
            companyId,
            itemKind: 'promotion',
            promotionId: id,
            itemName,
            amount: price,
            vat: vatOf(price),
            provider: gateway.provider,
            issuedBy: acting.userId,
          },
          now,
        );
        const issued = await repo.findSale(tx, saleId);
        if (issued) {
          const opened = await gateway.requestPayment({
            invoiceNo: issued.invoiceNo,
            total: issued.amount + issued.vat,
            itemName,
          });
          if (opened.providerRef) {
            await repo.updateSale(tx, saleId, { providerRef: opened.providerRef });
          }
        }
        return id;
      });
      const row = await repo.findPromotion(db, promotionId);
      if (!row) throw rejected.notFound();
      return presentPromotion(row);
    },

    async promotions(acting: CommerceActing, page: number) {
      const companyId = companyOf(acting);
      const { rows, total } = await repo.listPromotions(
        db,
        eq(promotion.companyId, companyId),
        COMMERCE_PAGE_SIZE,
        (page - 1) * COMMERCE_PAGE_SIZE,
      );
      return pageOf(rows.map(presentPromotion), page, total);
    },

    /** Each slot of the product with its booked periods (any company's: a slot is taken or not). */
    async slots(acting: CommerceActing, product: PromotionProduct, from: string, to: string) {
      companyOf(acting);
      const booked = await repo.bookedPeriods(db, product, from, to);
      const slots = Array.from({ length: PROMOTION_PRODUCTS[product].slots }, (_, i) => ({
        slot: i + 1,
        booked: booked
          .filter((b) => b.slot === i + 1)
          .map((b) => ({ startsOn: b.startsOn, endsOn: b.endsOn })),
      }));
      return { product, slots };
    },

    async withdraw(acting: CommerceActing, promotionId: number) {
      companyOf(acting);
      const at = clock();
      return db.transaction(async (tx) => {
        const row = await repo.findPromotion(tx, promotionId, true);
        // Another company's promotion and one that does not exist are refused alike.
        commercePolicy.authorize(acting.actor, 'manage', scope(acting, row?.companyId ?? null));
        if (!row) throw rejected.notFound();
        return withdrawPromotion(tx, row, seoulDate(at), at);
      });
    },

    async packages(acting: CommerceActing) {
      companyOf(acting);
      return (await repo.listPackages(db, true)).map(presentPackage);
    },

    /** Buys a package: an issued invoice; the credits come when it is paid. */
    async buyPackage(acting: CommerceActing, packageId: number) {
      const companyId = companyOf(acting);
      const found = await repo.findPackage(db, packageId);
      if (!found || found.state !== 'on-sale') {
        throw rejected.notFound('판매 중인 패키지가 아닙니다.');
      }
      const saleId = await db.transaction(async (tx) => {
        const id = await repo.insertSale(
          tx,
          {
            companyId,
            itemKind: 'package',
            packageId,
            itemName: found.name,
            amount: found.price,
            vat: vatOf(found.price),
            provider: gateway.provider,
            issuedBy: acting.userId,
          },
          today(),
        );
        const issued = await repo.findSale(tx, id);
        if (issued) {
          const opened = await gateway.requestPayment({
            invoiceNo: issued.invoiceNo,
            total: issued.amount + issued.vat,
            itemName: found.name,
          });
          if (opened.providerRef)
            await repo.updateSale(tx, id, { providerRef: opened.providerRef });
        }
        return id;
      });
      const row = await repo.findSale(db, saleId);
      if (!row) throw rejected.notFound();
      return presentSale(row);
    },

    async sales(acting: CommerceActing, state: SaleState | undefined, page: number) {
      const companyId = companyOf(acting);
      const conds: SQL[] = [eq(sale.companyId, companyId)];
      if (state) conds.push(eq(sale.state, state));
      const { rows, total } = await repo.listSales(
        db,
        and(...conds),
        COMMERCE_PAGE_SIZE,
        (page - 1) * COMMERCE_PAGE_SIZE,
      );
      return pageOf(rows.map(presentSale), page, total);
    },

    async credits(acting: CommerceActing) {
      const companyId = companyOf(acting);
      return repo.creditSummary(db, companyId, today());
    },
  };
}
export type CommerceService = ReturnType<typeof createCommerceService>;
