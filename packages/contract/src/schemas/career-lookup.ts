import { z } from 'zod';

/**
 * 경력 불러오기 (career look-up): workplaces and periods from the
 * 국민건강보험공단 자격득실확인서, for the member to pick from and add to a
 * résumé form. Nothing is stored on a résumé by the look-up itself.
 *
 * start → the member completes 간편인증 (Kakao, PASS or Naver) → result.
 * Codes: 1002 when the 간편인증 is not completed (or the member has no
 * verified identity), 1001 when the look-up fails (start again).
 */

/** 간편인증 apps the look-up offers, with their Korean names. */
export const CAREER_LOOKUP_AUTH_METHODS = ['kakao', 'pass', 'naver'] as const;
export type CareerLookupAuthMethod = (typeof CAREER_LOOKUP_AUTH_METHODS)[number];
export const CAREER_LOOKUP_AUTH_LABELS: Record<CareerLookupAuthMethod, string> = {
  kakao: '카카오톡',
  pass: 'PASS',
  naver: '네이버',
};

/** Mobile carriers PASS asks for (알뜰폰 by host network). */
export const CAREER_LOOKUP_TELECOMS = ['SKT', 'KT', 'LGU'] as const;
export type CareerLookupTelecom = (typeof CAREER_LOOKUP_TELECOMS)[number];
export const CAREER_LOOKUP_TELECOM_LABELS: Record<CareerLookupTelecom, string> = {
  SKT: 'SKT (알뜰폰 포함)',
  KT: 'KT (알뜰폰 포함)',
  LGU: 'LG U+ (알뜰폰 포함)',
};

/** Where the records come from, shown beside each one. */
export const CAREER_LOOKUP_SOURCE = '건강보험 자격득실';

export const careerLookupStartRequestSchema = z
  .object({
    authMethod: z
      .enum(CAREER_LOOKUP_AUTH_METHODS, { error: '간편인증 방법을 선택해 주세요.' })
      .default('kakao'),
    /** PASS only: the member's carrier. */
    telecom: z.enum(CAREER_LOOKUP_TELECOMS, { error: '통신사를 선택해 주세요.' }).optional(),
  })
  .refine((v) => v.authMethod !== 'pass' || v.telecom !== undefined, {
    message: 'PASS 인증에는 통신사를 선택해 주세요.',
    path: ['telecom'],
  });
export type CareerLookupStartRequest = z.input<typeof careerLookupStartRequestSchema>;

export const careerLookupStartResponseSchema = z.object({
  lookupId: z.uuid(),
  /**
   * A window to open (the development stand-in); null when the 간편인증
   * request goes straight to the member's phone app (CODEF).
   */
  authUrl: z.string().nullable(),
  /** ISO time after which the look-up has to start again (10 minutes). */
  expiresAt: z.string(),
});
export type CareerLookupStart = z.infer<typeof careerLookupStartResponseSchema>;

export const careerLookupResultRequestSchema = z.object({
  lookupId: z.uuid('경력 조회 요청 번호가 올바르지 않습니다.'),
});

const yearMonth = /^(19|20)\d{2}(0[1-9]|1[0-2])$/;

/** One workplace, shaped so it drops into a résumé's 경력 entry (start/end YYYYMM). */
export const careerLookupRecordSchema = z.object({
  company: z.string().max(100),
  start: z.string().regex(yearMonth),
  /** '' while still employed (`current`). */
  end: z.union([z.string().regex(yearMonth), z.literal('')]),
  current: z.boolean(),
  source: z.literal(CAREER_LOOKUP_SOURCE),
});
export type CareerLookupRecord = z.infer<typeof careerLookupRecordSchema>;

export const careerLookupResultSchema = z.object({
  lookupId: z.uuid(),
  /** Newest first; empty when the source knows no workplace. */
  records: z.array(careerLookupRecordSchema),
});
export type CareerLookupResult = z.infer<typeof careerLookupResultSchema>;
