import {
  PROMOTION_PRODUCTS,
  VAT_RATE,
  type AdPackage,
  type OpsPackage,
  type PackageContents,
  type Promotion,
  type PromotionProduct,
  type PromotionState,
  type Sale,
  type SaleState,
} from '@ilteo/contract';
import { isoDay } from '../../lib/seoul-date';
import type { PackageRow, PromotionRow, SaleRow } from './repository';

/** The fields of paid services that leave the server (decision 0040). */

export const vatOf = (amount: number): number => Math.round(amount * VAT_RATE);

export const isProduct = (value: string): value is PromotionProduct =>
  Object.hasOwn(PROMOTION_PRODUCTS, value);

const day = (value: unknown): string => isoDay(value) ?? '';

/** Booked and paid for (a package credit, or an invoice marked paid): what the site shows. */
export const isLive = (row: Pick<PromotionRow, 'state' | 'creditId' | 'saleState'>): boolean =>
  row.state === 'booked' && (row.creditId !== null || row.saleState === 'paid');

export function presentPromotion(row: PromotionRow): Promotion {
  return {
    promotionId: row.promotionId,
    companyId: row.companyId,
    companyName: row.companyName,
    postingId: row.postingId,
    postingTitle: row.postingTitle,
    product: isProduct(row.product) ? row.product : 'highlight',
    slot: row.slot,
    startsOn: day(row.startsOn),
    endsOn: day(row.endsOn),
    price: row.price,
    state: row.state as PromotionState,
    funding: row.creditId !== null ? 'credit' : 'sale',
    sale:
      row.saleId !== null && row.invoiceNo !== null && row.saleState !== null
        ? { saleId: row.saleId, invoiceNo: row.invoiceNo, state: row.saleState as SaleState }
        : null,
    live: isLive(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSale(row: SaleRow): Sale {
  return {
    saleId: row.saleId,
    invoiceNo: row.invoiceNo,
    companyId: row.companyId,
    companyName: row.companyName,
    itemKind: row.itemKind === 'package' ? 'package' : 'promotion',
    itemName: row.itemName,
    promotionId: row.promotionId,
    packageId: row.packageId,
    amount: row.amount,
    vat: row.vat,
    total: row.amount + row.vat,
    state: row.state as SaleState,
    provider: row.provider,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Contents as stored (jsonb): products an operator later removed from the catalogue are left out. */
function contentsOf(row: PackageRow): PackageContents {
  return {
    promotions: row.contents.promotions.flatMap((p) =>
      isProduct(p.product) ? [{ product: p.product, days: p.days, count: p.count }] : [],
    ),
    testCredits: row.contents.testCredits,
  };
}

export function presentPackage(row: PackageRow): AdPackage {
  return {
    packageId: row.packageId,
    name: row.name,
    description: row.description,
    contents: contentsOf(row),
    price: row.price,
    vat: vatOf(row.price),
    validityDays: row.validityDays,
    state: row.state === 'hidden' ? 'hidden' : 'on-sale',
  };
}

export const presentOpsPackage = (row: PackageRow, salesCount: number): OpsPackage => ({
  ...presentPackage(row),
  salesCount,
});
