import { and, eq, type SQL } from 'drizzle-orm';
import {
  COMMERCE_PAGE_SIZE,
  type OpsPromotionFilter,
  type OpsSalesPage,
  type PackageValues,
  type SaleActionInput,
  type SaleState,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { promotion, sale } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { addDays, seoulDate } from '../../lib/seoul-date';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction, type OperatorActionEntry } from '../ops';
import { grantCredits } from './credits';
import type { PaymentGateway } from './payment-gateway';
import { commerceOpsPolicy } from './policy';
import { presentOpsPackage, presentPromotion, presentSale } from './presenter';
import { commerceRepository as repo, type SaleRow } from './repository';
import { EXPOSED_PRODUCTS, withdrawPromotion } from './service';

export interface CommerceOperator {
  actor: Actor;
  userId: string;
  origin: RequestOrigin;
}

const ALREADY = (what: string) => new AppError('REQUEST_REJECTED', { message: what, status: 409 });

/**
 * The console's side of paid services (decision 0040): every promotion,
 * the package catalogue, the invoices and their settlement. Each write is
 * audited in its own transaction (operator_action).
 */
export function createCommerceOpsService(
  db: Database,
  deps: { clock: () => Date; gateway: PaymentGateway },
) {
  const { clock, gateway } = deps;
  const allow = (op: CommerceOperator) => commerceOpsPolicy.authorize(op.actor, 'operate', null);
  const audit = (
    tx: Transaction,
    op: CommerceOperator,
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

  /** A paid sale's effect: a promotion shows on the site, a package grants its credits. */
  async function fulfil(tx: Transaction, row: SaleRow, today: string): Promise<void> {
    if (row.promotionId !== null) {
      const booked = await repo.findPromotion(tx, row.promotionId, true);
      if (booked?.state === 'booked' && booked.exposureId === null) {
        if (EXPOSED_PRODUCTS.has(booked.product)) {
          await repo.expose(tx, {
            promotionId: booked.promotionId,
            postingId: booked.postingId,
            product: booked.product,
            slot: booked.slot,
            startsOn: booked.startsOn,
            endsOn: booked.endsOn,
          });
        }
      }
      return;
    }
    if (row.packageId === null) return;
    const bought = await repo.findPackage(tx, row.packageId);
    if (!bought) return;
    const expiresOn = addDays(today, bought.validityDays);
    const base = { companyId: row.companyId, saleId: row.saleId, expiresOn };
    for (const line of bought.contents.promotions) {
      await grantCredits(tx, { ...base, kind: line.product, days: line.days, total: line.count });
    }
    await grantCredits(tx, {
      ...base,
      kind: 'test',
      days: null,
      total: bought.contents.testCredits,
    });
  }

  /** A cancelled sale's effect: its promotion leaves the site, its package's credits stop. */
  async function revoke(tx: Transaction, row: SaleRow, at: Date): Promise<void> {
    if (row.promotionId !== null) {
      const booked = await repo.findPromotion(tx, row.promotionId, true);
      if (booked && booked.state === 'booked') {
        await repo.removeExposure(tx, booked.exposureId);
        await repo.setPromotionCancelled(tx, booked.promotionId, at);
      }
      return;
    }
    await repo.voidCreditsOfSale(tx, row.saleId);
  }

  return {
    async promotions(op: CommerceOperator, query: OpsPromotionFilter) {
      allow(op);
      const conds: SQL[] = [];
      if (query.product) conds.push(eq(promotion.product, query.product));
      if (query.state) conds.push(eq(promotion.state, query.state));
      if (query.companyId !== undefined) {
        conds.push(eq(promotion.companyId, query.companyId));
      }
      const page = query.page;
      const { rows, total } = await repo.listPromotions(
        db,
        conds.length ? and(...conds) : undefined,
        COMMERCE_PAGE_SIZE,
        (page - 1) * COMMERCE_PAGE_SIZE,
      );
      return {
        items: rows.map(presentPromotion),
        page,
        size: COMMERCE_PAGE_SIZE,
        total,
        totalPages: Math.ceil(total / COMMERCE_PAGE_SIZE),
      };
    },

    /** Takes a promotion off: the 1102 rule of the company's own withdrawal applies. */
    async cancelPromotion(op: CommerceOperator, promotionId: number) {
      allow(op);
      const at = clock();
      return db.transaction(async (tx) => {
        const row = await repo.findPromotion(tx, promotionId, true);
        if (!row) throw rejected.notFound('프로모션을 찾을 수 없습니다.');
        const outcome = await withdrawPromotion(tx, row, seoulDate(at), at);
        await audit(tx, op, {
          action: 'promotion-cancel',
          before: { promotionId, companyId: row.companyId, state: row.state },
          after: { outcome },
        });
        return outcome;
      });
    },

    async packages(op: CommerceOperator) {
      allow(op);
      const rows = await repo.listPackages(db, false);
      const counts = await repo.salesCounts(
        db,
        rows.map((r) => r.packageId),
      );
      return rows.map((r) => presentOpsPackage(r, counts.get(r.packageId) ?? 0));
    },

    async savePackage(op: CommerceOperator, packageId: number | null, values: PackageValues) {
      allow(op);
      const saved = await db.transaction(async (tx) => {
        if (packageId === null) {
          const row = await repo.insertPackage(tx, { ...values, createdBy: op.userId });
          await audit(tx, op, { action: 'package-create', before: null, after: values });
          return row;
        }
        const before = await repo.findPackage(tx, packageId);
        if (!before) throw rejected.notFound('패키지를 찾을 수 없습니다.');
        const row = await repo.updatePackage(tx, packageId, values);
        await audit(tx, op, {
          action: 'package-update',
          before: { packageId, name: before.name, price: before.price, state: before.state },
          after: values,
        });
        return row;
      });
      if (!saved) throw rejected.notFound('패키지를 찾을 수 없습니다.');
      const counts = await repo.salesCounts(db, [saved.packageId]);
      return presentOpsPackage(saved, counts.get(saved.packageId) ?? 0);
    },

    /** 1103 once it sold at all (the invoices keep naming it); hide it instead. */
    async deletePackage(op: CommerceOperator, packageId: number) {
      allow(op);
      await db.transaction(async (tx) => {
        const found = await repo.findPackage(tx, packageId);
        if (!found) throw rejected.notFound('패키지를 찾을 수 없습니다.');
        if ((await repo.salesOf(tx, { packageId })).length > 0) {
          throw new AppError('PACKAGE_HAS_SALES');
        }
        await repo.deletePackage(tx, packageId);
        await audit(tx, op, {
          action: 'package-delete',
          before: { packageId, name: found.name, price: found.price },
          after: null,
        });
      });
    },

    async sales(
      op: CommerceOperator,
      state: SaleState | undefined,
      page: number,
    ): Promise<OpsSalesPage> {
      allow(op);
      const where = state ? eq(sale.state, state) : undefined;
      const { rows, total } = await repo.listSales(
        db,
        where,
        COMMERCE_PAGE_SIZE,
        (page - 1) * COMMERCE_PAGE_SIZE,
      );
      const zero = { count: 0, amount: 0, vat: 0 };
      const totals = { issued: { ...zero }, paid: { ...zero }, cancelled: { ...zero } };
      for (const t of await repo.salesTotals(db)) {
        if (t.state === 'issued' || t.state === 'paid' || t.state === 'cancelled') {
          totals[t.state] = { count: t.count, amount: t.amount, vat: t.vat };
        }
      }
      return {
        items: rows.map(presentSale),
        page,
        size: COMMERCE_PAGE_SIZE,
        total,
        totalPages: Math.ceil(total / COMMERCE_PAGE_SIZE),
        totals,
      };
    },

    /**
     * 'paid': an issued invoice is settled through the gateway (manual: the
     * operator's word), then fulfilled. 'cancel': an issued or paid one is
     * voided, and what it bought is taken back.
     */
    async saleAction(op: CommerceOperator, input: SaleActionInput) {
      allow(op);
      const at = clock();
      await db.transaction(async (tx) => {
        const row = await repo.findSale(tx, input.saleId, true);
        if (!row) throw rejected.notFound('매출을 찾을 수 없습니다.');
        const request = {
          invoiceNo: row.invoiceNo,
          total: row.amount + row.vat,
          itemName: row.itemName,
          providerRef: row.providerRef,
        };
        if (input.action === 'paid') {
          if (row.state !== 'issued')
            throw ALREADY('결제 대기 중인 매출만 결제 확인할 수 있습니다.');
          const confirmed = await gateway.confirm(request);
          await repo.updateSale(tx, row.saleId, {
            state: 'paid',
            paidAt: at,
            paidBy: op.userId,
            providerRef: confirmed.providerRef,
          });
          await fulfil(tx, row, seoulDate(at));
        } else {
          if (row.state === 'cancelled') throw ALREADY('이미 취소된 매출입니다.');
          await gateway.cancel(request);
          await repo.updateSale(tx, row.saleId, { state: 'cancelled', cancelledAt: at });
          await revoke(tx, row, at);
        }
        await audit(tx, op, {
          action: input.action === 'paid' ? 'sale-paid' : 'sale-cancel',
          before: { saleId: row.saleId, invoiceNo: row.invoiceNo, state: row.state },
          after: {
            state: input.action === 'paid' ? 'paid' : 'cancelled',
            companyId: row.companyId,
          },
        });
      });
      const row = await repo.findSale(db, input.saleId);
      if (!row) throw rejected.notFound('매출을 찾을 수 없습니다.');
      return presentSale(row);
    },
  };
}
export type CommerceOpsService = ReturnType<typeof createCommerceOpsService>;
