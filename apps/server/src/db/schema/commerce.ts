import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { day } from './column-types';
import { company, jobPosting, paidExposure } from './postings';

/**
 * Paid services (issue 24, decision 0040): promotions a company books,
 * packages operators sell, the sales (invoices; no payment provider yet, an
 * operator marks them paid) and the credits a paid package grants.
 */

/** What a package holds: promotions by product and days, and test credits. */
export interface PackageContents {
  promotions: { product: string; days: number; count: number }[];
  testCredits: number;
}

/** 상품 패키지, defined by operators. */
export const adPackage = pgTable(
  'ad_package',
  {
    packageId: integer('package_id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 60 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    contents: jsonb('contents').$type<PackageContents>().notNull(),
    /** Won, VAT excluded. */
    price: integer('price').notNull(),
    /** Days the credits last after payment. */
    validityDays: smallint('validity_days').notNull(),
    /** on sale | hidden */
    state: varchar('state', { length: 10 }).notNull().default('on-sale'),
    createdBy: uuid('created_by').references(() => appUser.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ad_package_price_ck', sql`${t.price} >= 0`)],
);

/**
 * A booked promotion (유료 노출): one posting in one product's slot for a
 * period. Main-page products also write a paid_exposure row, which the main
 * page reads; overlap (1101) is checked under an advisory lock per product
 * and slot, since PGlite has no btree_gist for an exclusion constraint.
 */
export const promotion = pgTable(
  'promotion',
  {
    promotionId: integer('promotion_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    /** PROMOTION_PRODUCTS */
    product: varchar('product', { length: 20 }).notNull(),
    slot: smallint('slot').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    /** Won, VAT excluded; 0 when paid with a package credit. */
    price: integer('price').notNull(),
    /** The package credit it used, if any. */
    creditId: integer('credit_id'),
    /** The main page's row for main-page products (deleted with a cancellation). */
    exposureId: integer('exposure_id').references(() => paidExposure.exposureId, {
      onDelete: 'set null',
    }),
    /** booked | cancelled */
    state: varchar('state', { length: 10 }).notNull().default('booked'),
    bookedBy: uuid('booked_by').references(() => appUser.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_slot_idx').on(t.product, t.slot, t.endsOn, t.startsOn),
    index('promotion_company_idx').on(t.companyId, t.createdAt.desc()),
    check('promotion_period_ck', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A sale (매출): an invoice for a promotion or a package. No payment
 * provider is wired yet: `provider` 'manual' means an operator marked it paid
 * (PaymentGateway in modules/commerce is what a PG adapter implements).
 */
export const sale = pgTable(
  'sale',
  {
    saleId: integer('sale_id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    /** 'promotion' | 'package' */
    itemKind: varchar('item_kind', { length: 10 }).notNull(),
    // restrict: a promotion or package with sales is never deleted (1102, 1103).
    promotionId: integer('promotion_id').references(() => promotion.promotionId, {
      onDelete: 'restrict',
    }),
    packageId: integer('package_id').references(() => adPackage.packageId, {
      onDelete: 'restrict',
    }),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull(),
    /** SALE_STATES: issued | paid | cancelled */
    state: varchar('state', { length: 10 }).notNull().default('issued'),
    provider: varchar('provider', { length: 20 }).notNull().default('manual'),
    providerRef: varchar('provider_ref', { length: 100 }),
    issuedBy: uuid('issued_by').references(() => appUser.userId, { onDelete: 'set null' }),
    paidBy: uuid('paid_by').references(() => appUser.userId, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_invoice_no_uq').on(t.invoiceNo),
    index('sale_company_idx').on(t.companyId, t.issuedAt.desc()),
    index('sale_state_idx').on(t.state, t.issuedAt.desc()),
    index('sale_promotion_idx').on(t.promotionId),
    index('sale_package_idx').on(t.packageId),
    check(
      'sale_item_ck',
      sql`(${t.itemKind} = 'promotion' and ${t.promotionId} is not null) or (${t.itemKind} = 'package' and ${t.packageId} is not null)`,
    ),
  ],
);

/**
 * Credits a paid package granted a company: test credits (kind 'test') or
 * promotions of one product and length (kind = the product). Spent oldest
 * expiry first under FOR UPDATE.
 */
export const companyCredit = pgTable(
  'company_credit',
  {
    creditId: integer('credit_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    saleId: integer('sale_id').references(() => sale.saleId, { onDelete: 'set null' }),
    /** 'test' or a PROMOTION_PRODUCTS key */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** For promotion credits: the days one promotion runs. */
    days: smallint('days'),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    expiresOn: day('expires_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_credit_company_idx').on(t.companyId, t.kind, t.expiresOn),
    check('company_credit_remaining_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total}`),
  ],
);

/**
 * Banners: operators' slots (image, alt text, link, period, order, target);
 * a booked banner promotion fills one.
 */
export const banner = pgTable(
  'banner',
  {
    bannerId: integer('banner_id').primaryKey().generatedAlwaysAsIdentity(),
    /** BANNER_TARGETS: main | list-top | app */
    target: varchar('target', { length: 10 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    /** A stored file, attached 'public'. */
    imageSaveName: varchar('image_save_name', { length: 80 }).notNull(),
    altText: varchar('alt_text', { length: 150 }).notNull(),
    linkUrl: varchar('link_url', { length: 300 }).notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** shown | hidden */
    state: varchar('state', { length: 10 }).notNull().default('shown'),
    promotionId: integer('promotion_id').references(() => promotion.promotionId, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => appUser.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banner_target_idx').on(t.target, t.endsOn, t.startsOn),
    check('banner_period_ck', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
