import { z } from 'zod';
import { PARTNER_STATES, ROSTER_MAX_ROWS } from '../vocabulary/partners';
import { idBodySchema, idSchema } from './common';
import { postingSummarySchema } from './postings';
import { lineText } from './text';

/**
 * University partnerships (issue 24, decision 0042): the console registers
 * schools and uploads rosters, members verify as students by their own
 * details, companies mark postings as a school's campus postings. The
 * roster's personal details never leave the server: no schema here carries
 * a student's name, birth date or number back out.
 */

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string];

/** A school name as people type it: 2 to 60 characters. */
const schoolName = lineText({ error: '학교 이름을 입력해 주세요.' })
  .trim()
  .min(2, '학교 이름을 2자 이상 입력해 주세요.')
  .max(60, '학교 이름은 60자 이하로 입력해 주세요.');

/** POST OPS_API.partners. */
export const partnerInputSchema = z.object({ name: schoolName });
export type PartnerInput = z.input<typeof partnerInputSchema>;

/** ?universityId= of OPS_API.partners (DELETE) and OPS_API.partnerRoster (POST). */
export const universityIdQuerySchema = z.object({ universityId: idSchema('학교') });

/** The roster CSV as the request body (text/csv): header row 이름,생년월일,학번. */
export const rosterCsvSchema = z
  .string({ error: '명단 파일(CSV)을 보내 주세요.' })
  .min(1, '명단 파일(CSV)이 비어 있습니다.');

/** A partner school in the console's list. */
export const opsPartnerSchema = z.object({
  universityId: z.number().int(),
  name: z.string(),
  state: z.enum(keys(PARTNER_STATES)),
  rosterCount: z.number().int(),
  verifiedCount: z.number().int(),
  partneredAt: z.string(),
  endedAt: z.string().nullable(),
});
export type OpsPartner = z.infer<typeof opsPartnerSchema>;
export const opsPartnerListSchema = z.array(opsPartnerSchema);

/** The answer to a roster upload: how many students the roster now holds. */
export const rosterResultSchema = z.object({
  universityId: z.number().int(),
  rosterCount: z.number().int(),
});
export type RosterResult = z.infer<typeof rosterResultSchema>;

/** An active partner school, as members and companies pick one. */
export const partnerSchoolSchema = z.object({
  universityId: z.number().int(),
  name: z.string(),
});
export type PartnerSchool = z.infer<typeof partnerSchoolSchema>;

/** A member's verification: the school and when (never the details matched). */
export const campusVerificationSchema = z.object({
  universityId: z.number().int(),
  universityName: z.string(),
  verifiedAt: z.string(),
});
export type CampusVerification = z.infer<typeof campusVerificationSchema>;

/** GET CAMPUS_API.status. */
export const campusStatusSchema = z.object({
  schools: z.array(partnerSchoolSchema),
  verification: campusVerificationSchema.nullable(),
});
export type CampusStatus = z.infer<typeof campusStatusSchema>;

/** Digits only, as YYYY-MM-DD: the birth date on a roster and in the form. */
const birthDate = z
  .string({ error: '생년월일을 입력해 주세요.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '생년월일은 YYYY-MM-DD 형식으로 입력해 주세요.')
  // A real calendar day: 2003-02-30 is refused, not rolled over to March.
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, '생년월일이 올바르지 않습니다.');

/** POST CAMPUS_API.verify: the member's own details, matched against the roster. */
export const campusVerifyInputSchema = z.object({
  universityId: idBodySchema('학교'),
  name: lineText({ error: '이름을 입력해 주세요.' })
    .trim()
    .min(1, '이름을 입력해 주세요.')
    .max(40, '이름은 40자 이하로 입력해 주세요.'),
  birthDate,
  studentNo: z
    .string({ error: '학번을 입력해 주세요.' })
    .trim()
    .min(1, '학번을 입력해 주세요.')
    .max(30, '학번은 30자 이하로 입력해 주세요.')
    .regex(/^[0-9A-Za-z-]+$/, '학번은 숫자와 영문자로 입력해 주세요.'),
});
export type CampusVerifyInput = z.input<typeof campusVerifyInputSchema>;

/** GET CAMPUS_API.postings ?page=. */
export const campusPostingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '페이지는 1 이상이어야 합니다.').max(1000).default(1),
});

/** Campus postings on one page. */
export const CAMPUS_PAGE_SIZE = 10;

export const campusPostingPageSchema = z.object({
  universityName: z.string(),
  items: z.array(postingSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The server's today (Asia/Seoul), YYYY-MM-DD, for D-days. */
  today: z.string(),
});
export type CampusPostingPage = z.infer<typeof campusPostingPageSchema>;

/** POST/DELETE EMPLOYER_API.campusPostings. */
export const campusPostingInputSchema = z.object({
  postingId: idBodySchema('공고'),
  universityId: idBodySchema('학교'),
});
export type CampusPostingInput = z.input<typeof campusPostingInputSchema>;

/** One of the company's campus postings. */
export const companyCampusPostingSchema = z.object({
  postingId: z.number().int(),
  postingTitle: z.string(),
  universityId: z.number().int(),
  universityName: z.string(),
  createdAt: z.string(),
});
export type CompanyCampusPosting = z.infer<typeof companyCampusPostingSchema>;

/** GET EMPLOYER_API.campusPostings. */
export const companyCampusSchema = z.object({
  schools: z.array(partnerSchoolSchema),
  postings: z.array(companyCampusPostingSchema),
});
export type CompanyCampus = z.infer<typeof companyCampusSchema>;

/** The roster's limits, restated for the console's hint. */
export const ROSTER_LIMITS = { maxRows: ROSTER_MAX_ROWS, header: '이름,생년월일,학번' } as const;
