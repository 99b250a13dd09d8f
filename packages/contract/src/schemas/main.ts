import { z } from 'zod';
import { idSchema } from './common';
import { postingSummarySchema } from './postings';
import { lineText } from './text';
import {
  ALARM_KINDS,
  type AlarmKind,
  PAID_PLACEMENTS,
  type PaidPlacement,
} from '../vocabulary/main';

/** Main page (/person/main): themed postings, paid exposure, alarms. */

export const themeSchema = z.object({
  themeId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Shown on this viewer's main page (their choice, or the defaults for guests). */
  selected: z.boolean(),
});
export type Theme = z.infer<typeof themeSchema>;

/** GET /api/v1/cmmn/person/main/theme */
export const themeListSchema = z.object({
  themes: z.array(themeSchema),
  /** In display order. */
  selectedIds: z.array(z.string()),
  /** The viewer chose them (false: the defaults). */
  customised: z.boolean(),
  max: z.number().int(),
});
export type ThemeList = z.infer<typeof themeListSchema>;

/**
 * PUT of the theme choice. The list is not capped here on purpose: more than
 * MAX_MAIN_THEMES is the server's 008, the spec's rule.
 */
export const themeSelectionSchema = z.object({
  themeIds: z
    .array(lineText().min(1).max(30))
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, '같은 테마를 두 번 고를 수 없습니다.'),
});
export type ThemeSelection = z.infer<typeof themeSelectionSchema>;

export const byThemeQuerySchema = z.object({
  /** Comma-joined theme ids; absent: the viewer's selected themes. */
  themeIds: lineText().max(400).optional(),
  size: z.coerce.number().int().min(1).max(20, '테마별 공고는 20개까지 볼 수 있습니다.').default(8),
});
export const themePostingsSchema = z.object({
  themeId: z.string(),
  name: z.string(),
  description: z.string(),
  total: z.number().int(),
  items: z.array(postingSummarySchema),
});
export type ThemePostings = z.infer<typeof themePostingsSchema>;

const placementKeys = Object.keys(PAID_PLACEMENTS) as [PaidPlacement, ...PaidPlacement[]];

export const byPaidServiceQuerySchema = z.object({
  placement: z
    .enum(placementKeys, { error: '노출 영역이 올바르지 않습니다.' })
    .default('main-premium'),
  size: z.coerce.number().int().min(1).max(30).default(12),
});
export const paidPostingSchema = z.object({
  exposureId: z.number().int(),
  placement: z.enum(placementKeys),
  slot: z.number().int(),
  posting: postingSummarySchema,
});
export type PaidPosting = z.infer<typeof paidPostingSchema>;

const alarmKindKeys = Object.keys(ALARM_KINDS) as [AlarmKind, ...AlarmKind[]];

export const alarmSchema = z.object({
  alarmId: z.number().int(),
  kind: z.enum(alarmKindKeys),
  title: z.string(),
  message: z.string(),
  /** An in-app path to open, or null. */
  link: z.string().nullable(),
  readYn: z.enum(['Y', 'N']),
  createdAt: z.string(),
});
export type Alarm = z.infer<typeof alarmSchema>;

export const alarmListQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(100).default(30),
});
/** PATCH update-read-yn: one alarm, or every alarm with all=Y. */
export const alarmMarkReadQuerySchema = z
  .object({
    alarmId: idSchema('알림').optional(),
    all: z.enum(['Y', 'N']).optional(),
  })
  .refine((q) => q.alarmId !== undefined || q.all === 'Y', '읽음 처리할 알림을 지정해 주세요.');
export const alarmMarkReadResultSchema = z.object({ updated: z.number().int() });
export const hasUnreadSchema = z.object({ hasUnread: z.boolean() });
