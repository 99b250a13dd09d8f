import { z } from 'zod';
import {
  PACKAGE_STATES,
  PROMOTION_MAX_DAYS,
  PROMOTION_PRODUCTS,
  SALE_STATES,
  type PackageState,
  type PromotionProduct,
  type SaleState,
} from '../vocabulary/commerce';
import { idBodySchema, idSchema, pageSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * Paid services (issue 24, decision 0040): promotions a company books,
 * packages operators sell, invoices (sales) and the credits a paid package
 * grants. Amounts are whole won; VAT is stated apart.
 */

const productKeys = Object.keys(PROMOTION_PRODUCTS) as [PromotionProduct, ...PromotionProduct[]];
const packageStateKeys = Object.keys(PACKAGE_STATES) as [PackageState, ...PackageState[]];
const saleStateKeys = Object.keys(SALE_STATES) as [SaleState, ...SaleState[]];

export const promotionProductSchema = z.enum(productKeys, {
  error: '노출 상품이 올바르지 않습니다.',
});

/** The largest slot count of any product: the schema's bound; the service checks the product's own. */
const MAX_SLOTS = Math.max(...Object.values(PROMOTION_PRODUCTS).map((p) => p.slots));

/** Rows on one page of the console's promotion and sales lists. */
export const COMMERCE_PAGE_SIZE = 20;

export const COMMERCE_LIMITS = {
  packageName: 60,
  packageDescription: 500,
  packagePrice: 100_000_000,
  packageValidityDays: 730,
  packagePromotionLines: 10,
  packagePromotionCount: 100,
  packageTestCredits: 10_000,
} as const;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const calendarDay = (label: string) =>
  z
    .string({ error: `${label}을(를) 입력해 주세요.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}은(는) YYYY-MM-DD 형식이어야 합니다.`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label}이(가) 올바른 날짜가 아닙니다.`);

const pageQuery = z.coerce
  .number()
  .int('페이지는 1 이상이어야 합니다.')
  .min(1, '페이지는 1 이상이어야 합니다.')
  .max(1000, '페이지는 1000 이하여야 합니다.')
  .default(1);

// ---- promotions ------------------------------------------------------------

/** POST EMPLOYER_API.promotions: one posting in one product's slot for a period. */
export const promotionBookSchema = z
  .object({
    postingId: idBodySchema('공고'),
    product: promotionProductSchema,
    slot: z
      .number({ error: '구좌 번호를 입력해 주세요.' })
      .int('구좌 번호가 올바르지 않습니다.')
      .min(1, '구좌 번호가 올바르지 않습니다.')
      .max(MAX_SLOTS, '구좌 번호가 올바르지 않습니다.'),
    startsOn: calendarDay('시작일'),
    endsOn: calendarDay('종료일'),
  })
  .refine((v) => v.endsOn >= v.startsOn, {
    path: ['endsOn'],
    message: '종료일은 시작일과 같거나 그 뒤여야 합니다.',
  });
export type PromotionBookInput = z.input<typeof promotionBookSchema>;

export const promotionIdQuerySchema = z.object({ promotionId: idSchema('프로모션') });
/** GET EMPLOYER_API.promotions: the company's own, newest first. */
export const commercePageQuerySchema = z.object({ page: pageQuery });

export const PROMOTION_STATES = { booked: '예약', cancelled: '취소' } as const;
export type PromotionState = keyof typeof PROMOTION_STATES;
const promotionStateKeys = Object.keys(PROMOTION_STATES) as [PromotionState, ...PromotionState[]];

export const promotionSchema = z.object({
  promotionId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  postingId: z.number().int(),
  postingTitle: z.string(),
  product: promotionProductSchema,
  slot: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Won, VAT excluded; 0 when a package credit paid for it. */
  price: z.number().int(),
  state: z.enum(promotionStateKeys),
  /** 'credit': a package credit paid; 'sale': an invoice (below). */
  funding: z.enum(['credit', 'sale']),
  sale: z
    .object({ saleId: z.number().int(), invoiceNo: z.string(), state: z.enum(saleStateKeys) })
    .nullable(),
  /** Shown on the site: booked and paid (or credit-funded). */
  live: z.boolean(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);
export const promotionPageSchema = pageSchema(promotionSchema);
export type PromotionPage = z.infer<typeof promotionPageSchema>;

/** GET EMPLOYER_API.promotionSlots: each slot's booked periods within [from, to]. */
export const promotionSlotsQuerySchema = z
  .object({
    product: promotionProductSchema,
    from: calendarDay('조회 시작일'),
    to: calendarDay('조회 종료일'),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], message: '조회 기간이 올바르지 않습니다.' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: '조회 기간은 1년 이하로 정해 주세요.',
  });

export const promotionSlotsSchema = z.object({
  product: promotionProductSchema,
  slots: z.array(
    z.object({
      slot: z.number().int(),
      booked: z.array(z.object({ startsOn: z.string(), endsOn: z.string() })),
    }),
  ),
});
export type PromotionSlots = z.infer<typeof promotionSlotsSchema>;

/** GET OPS_API.promotions. */
export const opsPromotionQuerySchema = z.object({
  product: promotionProductSchema.optional(),
  state: z.enum(promotionStateKeys, { error: '상태가 올바르지 않습니다.' }).optional(),
  companyId: idSchema('기업').optional(),
  page: pageQuery,
});
export type OpsPromotionQuery = z.input<typeof opsPromotionQuerySchema>;
export type OpsPromotionFilter = z.output<typeof opsPromotionQuerySchema>;

// ---- packages --------------------------------------------------------------

const wholeNumber = (label: string, max: number, min = 0) =>
  z
    .number({ error: `${label}을(를) 숫자로 입력해 주세요.` })
    .int(`${label}은(는) 정수여야 합니다.`)
    .min(min, `${label}은(는) ${String(min)} 이상이어야 합니다.`)
    .max(max, `${label}은(는) ${String(max)} 이하여야 합니다.`);

export const packageContentsSchema = z.object({
  promotions: z
    .array(
      z.object({
        product: promotionProductSchema,
        days: wholeNumber('노출 일수', PROMOTION_MAX_DAYS, 1),
        count: wholeNumber('횟수', COMMERCE_LIMITS.packagePromotionCount, 1),
      }),
    )
    .max(COMMERCE_LIMITS.packagePromotionLines, '노출 상품은 10개까지 담을 수 있습니다.'),
  testCredits: wholeNumber('검사 이용권', COMMERCE_LIMITS.packageTestCredits),
});
export type PackageContents = z.infer<typeof packageContentsSchema>;

/** POST / PUT OPS_API.packages. */
export const packageInputSchema = z
  .object({
    name: lineText({ error: '패키지 이름을 입력해 주세요.' })
      .trim()
      .min(2, '패키지 이름을 2자 이상 입력해 주세요.')
      .max(COMMERCE_LIMITS.packageName, '패키지 이름은 60자 이하로 입력해 주세요.'),
    description: multilineText()
      .trim()
      .max(COMMERCE_LIMITS.packageDescription, '설명은 500자 이하로 입력해 주세요.')
      .default(''),
    contents: packageContentsSchema,
    price: wholeNumber('가격', COMMERCE_LIMITS.packagePrice),
    validityDays: wholeNumber('유효 기간', COMMERCE_LIMITS.packageValidityDays, 1),
    state: z.enum(packageStateKeys, { error: '판매 상태가 올바르지 않습니다.' }),
  })
  .refine((v) => v.contents.promotions.length > 0 || v.contents.testCredits > 0, {
    path: ['contents'],
    message: '노출 상품이나 검사 이용권을 하나 이상 담아 주세요.',
  });
export type PackageInput = z.input<typeof packageInputSchema>;
export type PackageValues = z.output<typeof packageInputSchema>;

export const packageIdQuerySchema = z.object({ packageId: idSchema('패키지') });
/** POST EMPLOYER_API.packages: buys one (an invoice to pay). */
export const packageBuySchema = z.object({ packageId: idBodySchema('패키지') });

export const adPackageSchema = z.object({
  packageId: z.number().int(),
  name: z.string(),
  description: z.string(),
  contents: packageContentsSchema,
  price: z.number().int(),
  vat: z.number().int(),
  validityDays: z.number().int(),
  state: z.enum(packageStateKeys),
});
export type AdPackage = z.infer<typeof adPackageSchema>;
export const adPackageListSchema = z.array(adPackageSchema);

/** The console's row: the package and how many times it sold. */
export const opsPackageSchema = adPackageSchema.extend({ salesCount: z.number().int() });
export type OpsPackage = z.infer<typeof opsPackageSchema>;
export const opsPackageListSchema = z.array(opsPackageSchema);

// ---- sales and credits -----------------------------------------------------

export const saleSchema = z.object({
  saleId: z.number().int(),
  invoiceNo: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  itemKind: z.enum(['promotion', 'package']),
  itemName: z.string(),
  promotionId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  amount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  state: z.enum(saleStateKeys),
  provider: z.string(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;
export const saleListSchema = z.array(saleSchema);

export const salesQuerySchema = z.object({
  state: z.enum(saleStateKeys, { error: '결제 상태가 올바르지 않습니다.' }).optional(),
  page: pageQuery,
});
export type SalesQuery = z.input<typeof salesQuerySchema>;

const totalSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  vat: z.number().int(),
});
export const opsSalesPageSchema = pageSchema(saleSchema).extend({
  /** Every sale by state (not only this page's). */
  totals: z.object({ issued: totalSchema, paid: totalSchema, cancelled: totalSchema }),
});
export type OpsSalesPage = z.infer<typeof opsSalesPageSchema>;

export const SALE_ACTIONS = { paid: '결제 확인', cancel: '취소' } as const;
export type SaleAction = keyof typeof SALE_ACTIONS;
export const saleActionSchema = z.object({
  saleId: idBodySchema('매출'),
  action: z.enum(['paid', 'cancel'], { error: '처리 방법이 올바르지 않습니다.' }),
});
export type SaleActionInput = z.input<typeof saleActionSchema>;

/** GET EMPLOYER_API.credits: usable credits by kind (and, for promotions, length). */
export const creditSummarySchema = z.array(
  z.object({
    /** 'test' or a promotion product. */
    kind: z.string(),
    /** Days one promotion credit runs; null for test credits. */
    days: z.number().int().nullable(),
    remaining: z.number().int(),
    /** The soonest expiry among them. */
    expiresOn: z.string(),
  }),
);
export type CreditSummary = z.infer<typeof creditSummarySchema>;
