import { z } from 'zod';
import { CAREER_TYPES, JOB_CODE, REGION_CODE } from '../vocabulary/postings';
import { postingSummarySchema } from './postings';
import { PREFERENCE_LIMITS } from '../vocabulary/preference';

/** Preferred recruitment (/person/pref-recrt): a job seeker's wished conditions and the matches. */

const list = (pattern: RegExp, max: number, label: string) =>
  z
    .array(z.string().regex(pattern, `${label} 코드가 올바르지 않습니다.`))
    .max(max, `${label}은(는) ${max}개까지 고를 수 있습니다.`)
    .refine((v) => new Set(v).size === v.length, `${label}이(가) 중복되었습니다.`);

export const preferenceConditionSchema = z
  .object({
    jobs: list(JOB_CODE, PREFERENCE_LIMITS.jobs, '직무'),
    regions: list(REGION_CODE, PREFERENCE_LIMITS.regions, '지역'),
    employmentTypes: list(/^[0-9A-Z]{1,4}$/, PREFERENCE_LIMITS.employmentTypes, '고용형태'),
    /** Annual, 만원; null: no minimum. */
    salaryMin: z
      .number()
      .int()
      .min(0, '희망 연봉이 올바르지 않습니다.')
      .max(100_000, '희망 연봉이 올바르지 않습니다.')
      .nullable(),
    /** N 신입, E 경력, Z 무관. */
    careerType: z.enum(CAREER_TYPES, { error: '경력 구분을 선택해 주세요.' }),
    careerYears: z.number().int().min(0).max(40, '경력 연수가 올바르지 않습니다.').nullable(),
    /** PREF codes the seeker is eligible for (장애인, 보훈, 고령자 …). */
    preferentials: list(/^[0-9A-Z]{1,4}$/, PREFERENCE_LIMITS.preferentials, '우대조건'),
    /** One alarm a day when new postings match (the saved-search alert); off when not sent. */
    dailyAlert: z.boolean().default(false),
    /** Also a mail with that alarm (only while dailyAlert is on). */
    alertMail: z.boolean().default(false),
  })
  .refine((c) => c.jobs.length > 0 || c.regions.length > 0, {
    message: '희망 직무나 희망 지역을 하나 이상 골라 주세요.',
    path: ['jobs'],
  });
export type PreferenceCondition = z.infer<typeof preferenceConditionSchema>;

/** GET/PUT …/preference/condition: the stored conditions (null before the first save). */
export const preferenceConditionResultSchema = z.object({
  condition: preferenceConditionSchema.nullable(),
  updatedAt: z.string().nullable(),
});

export const preferenceMatchSchema = postingSummarySchema.extend({
  /** 0–100: how well the posting fits the conditions. */
  score: z.number().int(),
  /** Why it matched, in Korean ('희망 직무 일치: 백엔드 개발자'). */
  reasons: z.array(z.string()),
  /** Opened since the seeker last looked. */
  isNew: z.boolean(),
});
export type PreferenceMatch = z.infer<typeof preferenceMatchSchema>;

export const preferenceQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
/** GET /api/v1/person/recrt-info/preference */
export const preferenceResultSchema = z.object({
  configured: z.boolean(),
  items: z.array(preferenceMatchSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  today: z.string(),
});
export type PreferenceResult = z.infer<typeof preferenceResultSchema>;

/** GET /api/v1/person/recrt-info/pref-status */
export const prefStatusSchema = z.object({
  configured: z.boolean(),
  /** Open matches in all. */
  total: z.number().int(),
  /** Matches opened since the seeker last looked at the list. */
  newCount: z.number().int(),
});
export type PrefStatus = z.infer<typeof prefStatusSchema>;
