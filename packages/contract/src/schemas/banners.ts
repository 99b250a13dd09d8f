import { z } from 'zod';
import { BANNER_LIMITS, isSafeBannerLink } from '../vocabulary/banners';
import { BANNER_TARGETS, type BannerTarget } from '../vocabulary/commerce';
import { idBodySchema, idSchema } from './common';
import { lineText } from './text';

/**
 * Banners (issue 24, decision 0044): operators' slots on the main page, the
 * lists' top and the app; the main page's lazy carousel reads the active ones.
 */

const targetKeys = Object.keys(BANNER_TARGETS) as [BannerTarget, ...BannerTarget[]];
const target = z.enum(targetKeys, { error: '배너 위치가 올바르지 않습니다.' });
const state = z.enum(['shown', 'hidden'], { error: '노출 상태가 올바르지 않습니다.' });

const LINK_MESSAGE = '링크는 /로 시작하는 사이트 안 주소나 https:// 주소여야 합니다.';

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused here, not by the database). */
const day = (label: string) =>
  z
    .string({ error: `${label}을 입력해 주세요.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}은 YYYY-MM-DD 형식이어야 합니다.`)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, `${label}이 올바른 날짜가 아닙니다.`);

const saveName = z
  .string({ error: '배너 이미지를 올려 주세요.' })
  .regex(/^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/, '배너 이미지 파일 이름이 올바르지 않습니다.');

// ---- public ------------------------------------------------------------------

/** GET BANNER_API.list?target=main. */
export const bannerListQuerySchema = z.object({ target: target.default('main') });
export type BannerListQuery = z.input<typeof bannerListQuerySchema>;

/** An active banner as the carousel draws it. */
export const bannerSchema = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  /** The public file address (API.cmmn.file?saveName=…). */
  imageUrl: z.string(),
  altText: z.string(),
  linkUrl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

// ---- operator console ----------------------------------------------------------

/** GET OPS_API.banners: every banner of a target (or all), hidden and past ones too. */
export const opsBannerListQuerySchema = z.object({ target: target.optional() });

export const opsBannerSchema = bannerSchema.extend({
  target,
  imageSaveName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  sortOrder: z.number().int(),
  state,
  promotionId: z.number().int().nullable(),
  /** Whether the main page would show it today (state, period, linked promotion). */
  active: z.boolean(),
  updatedAt: z.string(),
});
export type OpsBanner = z.infer<typeof opsBannerSchema>;
export const opsBannerListSchema = z.array(opsBannerSchema);

export const bannerIdQuerySchema = z.object({ bannerId: idSchema('배너') });

/** POST OPS_API.banners and PUT OPS_API.banners?bannerId=. */
export const bannerInputSchema = z
  .object({
    target,
    title: lineText({ error: '제목을 입력해 주세요.' })
      .trim()
      .min(1, '제목을 입력해 주세요.')
      .max(BANNER_LIMITS.title, `제목은 ${String(BANNER_LIMITS.title)}자 이하로 입력해 주세요.`),
    imageSaveName: saveName,
    altText: lineText({ error: '대체 텍스트를 입력해 주세요.' })
      .trim()
      .min(1, '대체 텍스트를 입력해 주세요.')
      .max(
        BANNER_LIMITS.altText,
        `대체 텍스트는 ${String(BANNER_LIMITS.altText)}자 이하로 입력해 주세요.`,
      ),
    linkUrl: lineText({ error: '링크를 입력해 주세요.' })
      .trim()
      .min(1, '링크를 입력해 주세요.')
      .max(BANNER_LIMITS.linkUrl, `링크는 ${String(BANNER_LIMITS.linkUrl)}자 이하로 입력해 주세요.`)
      .refine(isSafeBannerLink, LINK_MESSAGE),
    startsOn: day('시작일'),
    endsOn: day('종료일'),
    sortOrder: z
      .number({ error: '순서는 숫자로 입력해 주세요.' })
      .int('순서는 0 이상의 정수로 입력해 주세요.')
      .min(0, '순서는 0 이상의 정수로 입력해 주세요.')
      .max(
        BANNER_LIMITS.sortOrderMax,
        `순서는 ${String(BANNER_LIMITS.sortOrderMax)} 이하로 입력해 주세요.`,
      )
      .default(0),
    state: state.default('shown'),
    /** A booked 'banner-main' promotion this banner fills; it then shows only within its period. */
    promotionId: idBodySchema('프로모션').nullable().default(null),
  })
  .refine((v) => v.endsOn >= v.startsOn, {
    path: ['endsOn'],
    message: '종료일은 시작일과 같거나 뒤여야 합니다.',
  });
export type BannerInput = z.input<typeof bannerInputSchema>;
export const bannerCreatedSchema = z.object({ bannerId: z.number().int() });
