import { z } from 'zod';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  STAGE_RESULTS,
  isValidBizNo,
} from '../vocabulary/applications';
import { idBodySchema, idSchema, pageQuerySchema, pageSchema } from './common';
import { applicationEventSchema, applicationSnapshotSchema } from './applications';
import { emailSchema } from './auth';
import { campusVerificationSchema } from './partners';
import { lineText, multilineText } from './text';

/**
 * The employer's screening API (issue 19, decision 0034): company members
 * act on their own company's postings only (the policy layer, 102 otherwise).
 * No employer screens are in the spec; these calls are documented in OpenAPI.
 */

export const bizNoSchema = z
  .string()
  .transform((v) => v.replace(/-/g, ''))
  .refine(isValidBizNo, '사업자등록번호가 올바르지 않습니다.');

/** POST EMPLOYER_API.signUp: a company member, linked to a company by its 사업자등록번호; 702 until approved. */
export const companySignUpSchema = z.object({
  loginId: lineText().trim().min(4).max(30),
  password: z.string().min(8).max(64),
  name: lineText().trim().min(1).max(50),
  email: emailSchema,
  mobile: z.string().regex(/^01\d{8,9}$/, '휴대폰 번호가 올바르지 않습니다.'),
  bizNo: bizNoSchema,
  /** Needed only when no company has this 사업자등록번호 yet (then it is registered with the account). */
  companyName: lineText().trim().min(1).max(100).optional(),
  /** Department or title of the person in charge (채용 담당자). */
  department: lineText().trim().max(50).optional(),
});

export const employerPostingsQuerySchema = pageQuerySchema;
export const employerPostingSchema = z.object({
  postingId: z.number().int(),
  title: z.string(),
  openDate: z.string(),
  closeDate: z.string().nullable(),
  stages: z.array(z.string()),
  applicants: z.number().int(),
  unviewed: z.number().int(),
});
export const employerPostingPageSchema = pageSchema(employerPostingSchema);

export const applicantListQuerySchema = pageQuerySchema.extend({
  postingId: idSchema('공고'),
  stageNo: z.coerce.number().int().min(0).max(20).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  viewed: z.enum(['Y', 'N']).optional(),
});
export const applicantSummarySchema = z.object({
  applicationId: z.number().int(),
  /** The applicant's name as in the snapshot (null once destroyed). */
  name: z.string().nullable(),
  resumeTitle: z.string().nullable(),
  appliedAt: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  currentStage: z.number().int(),
  viewed: z.boolean(),
  destroyed: z.boolean(),
});
export const applicantPageSchema = pageSchema(applicantSummarySchema);

/** GET EMPLOYER_API.applicant: the snapshot (each open logged and counted per hour). */
export const applicantDetailSchema = applicantSummarySchema.extend({
  stages: z.array(z.string()),
  events: z.array(applicationEventSchema),
  snapshot: applicationSnapshotSchema.nullable(),
  /** Download links of the attached files (GET EMPLOYER_API.applicantFile). */
  fileLinks: z.record(z.string(), z.string()),
  /**
   * The applicant's 재학생 인증 at a partner school, as their résumé shows it
   * (decision 0042); null when none, or the partnership has ended.
   */
  campus: campusVerificationSchema.nullable(),
});

export const applicantFileQuerySchema = z.object({
  applicationId: idSchema('지원'),
  saveName: lineText().trim().min(1).max(100),
});

/** POST EMPLOYER_API.decide: the spec's 801–803 rules (STAGE_RESULTS). */
export const stageDecisionSchema = z.object({
  applicationId: idBodySchema('지원'),
  stageNo: z.number().int().min(0).max(20),
  result: z.enum(STAGE_RESULTS),
});

// ---- evaluation committees ---------------------------------------------------------

export const committeeQuerySchema = z.object({
  postingId: idSchema('공고'),
  stageNo: z.coerce.number().int().min(0).max(20),
});
export const committeeChangeSchema = z.object({
  postingId: idBodySchema('공고'),
  stageNo: z.number().int().min(0).max(20),
  /** A company member of the same company (their login id). */
  evaluatorLoginId: lineText().trim().min(1).max(60),
});
export const committeeSchema = z.object({
  postingId: z.number().int(),
  stageNo: z.number().int(),
  evaluators: z.array(z.object({ loginId: z.string(), name: z.string() })),
  /** True once any score is in for this stage: evaluators can no longer change (805). */
  inProgress: z.boolean(),
});

export const evaluationScoreSchema = z.object({
  applicationId: idBodySchema('지원'),
  stageNo: z.number().int().min(0).max(20),
  score: z.number().int().min(0).max(100),
  comment: multilineText().max(APPLICATION_LIMITS.evaluatorComment).optional(),
});
/** GET EMPLOYER_API.evaluation: one application's evaluation at one stage. */
export const evaluationQuerySchema = z.object({
  applicationId: idSchema('지원'),
  stageNo: z.coerce.number().int().min(0).max(20),
});
/** The stage's evaluation: each evaluator's score and the average (the stage result follows from it). */
export const evaluationSummarySchema = z.object({
  applicationId: z.number().int(),
  stageNo: z.number().int(),
  scores: z.array(
    z.object({
      loginId: z.string(),
      name: z.string(),
      score: z.number().int().nullable(),
      comment: z.string().nullable(),
    }),
  ),
  average: z.number().nullable(),
  complete: z.boolean(),
  /** 'pass' when complete and the average is at least the pass mark (60), 'fail' below it. */
  recommended: z.enum(['pass', 'fail']).nullable(),
});

/** GET EMPLOYER_API.verifyCertificate: a 취업활동 증명서 by its issue number. */
export const certificateVerifyQuerySchema = z.object({
  certNo: z.string().regex(/^[A-Z0-9-]{8,32}$/, '발급번호가 올바르지 않습니다.'),
});
