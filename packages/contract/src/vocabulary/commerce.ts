/**
 * Paid services (issue 24, decision 0040): promotion products with their
 * slots and daily price, package and sale states, banner targets.
 */

export const PROMOTION_PRODUCTS = {
  'main-premium': { label: '메인 프리미엄 채용관', slots: 8, pricePerDay: 50_000 },
  'main-focus': { label: '메인 포커스 채용', slots: 6, pricePerDay: 30_000 },
  'list-top': { label: '채용정보 상단 추천', slots: 5, pricePerDay: 20_000 },
  highlight: { label: '채용정보 강조 표시', slots: 30, pricePerDay: 5_000 },
  'banner-main': { label: '메인 배너', slots: 5, pricePerDay: 80_000 },
} as const;
export type PromotionProduct = keyof typeof PROMOTION_PRODUCTS;
/** The longest one booking may run. */
export const PROMOTION_MAX_DAYS = 90;
/** How far ahead a booking may start. */
export const PROMOTION_MAX_LEAD_DAYS = 180;

export const VAT_RATE = 0.1;

export const PACKAGE_STATES = { 'on-sale': '판매 중', hidden: '판매 중지' } as const;
export type PackageState = keyof typeof PACKAGE_STATES;

export const SALE_STATES = { issued: '결제 대기', paid: '결제 완료', cancelled: '취소' } as const;
export type SaleState = keyof typeof SALE_STATES;

export const BANNER_TARGETS = { main: '메인', 'list-top': '채용정보 상단', app: '앱' } as const;
export type BannerTarget = keyof typeof BANNER_TARGETS;
/** Banners a target shows at once. */
export const BANNERS_PER_TARGET = 5;
