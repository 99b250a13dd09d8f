import { z } from 'zod';
import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_FILTERS,
  APPLICATION_KINDS,
  APPLICATION_LIMITS,
  APPLICATION_PERIODS,
  APPLICATION_STATUSES,
  EXTERNAL_STATUSES,
  RETURN_REQUEST_KINDS,
} from '../vocabulary/applications';
import { APPLY_METHODS } from '../vocabulary/postings';
import { idBodySchema, idSchema, pageQuerySchema, pageSchema } from './common';
import { lineText, multilineText } from './text';
import { resumeContentSchema } from './resumes';

/**
 * Applying and the member's applications (issue 19, decision 0034). What a
 * company receives is a snapshot made in the submit transaction; nothing
 * here names the member's current résumé after that.
 */

const saveName = lineText().trim().min(1).max(100);
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식이어야 합니다.');

// ---- the apply form ----------------------------------------------------------

/** A posting's own question (자기소개서 문항) with its character limit (counted with spaces). */
export const postingQuestionSchema = z.object({
  questionNo: z.number().int(),
  question: z.string(),
  maxChars: z.number().int(),
});
export type PostingQuestion = z.infer<typeof postingQuestionSchema>;

/** PIPA Art. 17 (제3자 제공): the four disclosures plus the right to refuse, for this company. */
export const applyConsentSchema = z.object({
  /** The consent text's version; the submit echoes it so a changed text is agreed again. */
  version: z.number().int(),
  recipient: z.string(),
  purpose: z.string(),
  items: z.string(),
  retention: z.string(),
  refusal: z.string(),
});
export type ApplyConsent = z.infer<typeof applyConsentSchema>;

export const applyFormQuerySchema = z.object({ postingId: idSchema('공고') });

/** GET APPLICATION_API.form: what the apply screen needs for one posting. */
export const applyFormSchema = z.object({
  postingId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  applyMethod: z.enum(APPLY_METHODS),
  /** 홈페이지 지원's address (null otherwise). */
  applyUrl: z.string().nullable(),
  /** 이메일 지원's address (null otherwise). */
  applyEmail: z.string().nullable(),
  /** 'open' | 'not-yet' | 'closed': only 'open' may be applied to (else 301). */
  period: z.enum(['open', 'not-yet', 'closed']),
  closeDate: z.string().nullable(),
  stages: z.array(z.string()),
  questions: z.array(postingQuestionSchema),
  consent: applyConsentSchema,
  /** The member's résumés to choose from (complete ones first). */
  resumes: z.array(
    z.object({
      resumeId: z.number().int(),
      title: z.string(),
      primary: z.boolean(),
      complete: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
  /** The member's live application to this posting, if any (then the screen shows it instead, 302). */
  existingApplicationId: z.number().int().nullable(),
});
export type ApplyForm = z.infer<typeof applyFormSchema>;

/** POST APPLICATION_API.apply: one transaction; 301 closed, 302 twice, 102 another's résumé, 901 files. */
export const applySubmitSchema = z.object({
  postingId: idBodySchema('공고'),
  resumeId: idBodySchema('이력서'),
  answers: z
    .array(
      z.object({
        questionNo: z.number().int().min(1).max(APPLICATION_LIMITS.questions),
        answer: multilineText().max(APPLICATION_LIMITS.answerLimitMax),
      }),
    )
    .max(APPLICATION_LIMITS.questions),
  /** Uploaded files (saveName from uploadFile), at most 10 and 50 MB in all. */
  files: z
    .array(saveName)
    .max(
      APPLICATION_LIMITS.files,
      `파일은 최대 ${APPLICATION_LIMITS.files}개까지 첨부할 수 있습니다.`,
    ),
  /** Must be true: no consent, no application (the refusal's consequence). */
  consentAgreed: z.literal(true, { message: '개인정보 제3자 제공에 동의해야 지원할 수 있습니다.' }),
  consentVersion: z.number().int().min(1),
});
export type ApplySubmit = z.infer<typeof applySubmitSchema>;

export const applyResultSchema = z.object({ applicationId: z.number().int() });

/** POST APPLICATION_API.external: the member records an application made on the company's page or by mail. */
export const externalApplySchema = z.object({
  postingId: idBodySchema('공고'),
  note: lineText().trim().max(APPLICATION_LIMITS.externalNote).optional(),
});

// ---- the member's applications ---------------------------------------------------

export const applicationListQuerySchema = pageQuerySchema.extend({
  period: z.enum(APPLICATION_PERIODS).default('all'),
  status: z.enum(APPLICATION_FILTERS).default('all'),
  kind: z.enum(['all', ...APPLICATION_KINDS]).default('all'),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationSummarySchema = z.object({
  applicationId: z.number().int(),
  kind: z.enum(APPLICATION_KINDS),
  postingId: z.number().int(),
  postingTitle: z.string(),
  companyName: z.string(),
  /** The résumé's title as sent (null for an external application). */
  resumeTitle: z.string().nullable(),
  appliedAt: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Set on external applications only (the member's own record). */
  externalStatus: z.enum(EXTERNAL_STATUSES).nullable(),
  viewed: z.boolean(),
  currentStage: z.number().int(),
  stages: z.array(z.string()),
  /** The Korean phrase of where it stands (applicationStatusLabel). */
  statusLabel: z.string(),
  /** Whether the member may still cancel (platform, active, not viewed). */
  cancellable: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export const applicationPageSchema = pageSchema(applicationSummarySchema);

export const applicationIdQuerySchema = z.object({ applicationId: idSchema('지원') });
export const applicationIdBodySchema = z.object({ applicationId: idBodySchema('지원') });

export const applicationEventSchema = z.object({
  kind: z.enum(APPLICATION_EVENT_KINDS),
  stageNo: z.number().int().nullable(),
  at: z.string(),
});

/** GET APPLICATION_API.detail: the timeline, per-stage competition, who opened the snapshot. */
export const applicationDetailSchema = applicationSummarySchema.extend({
  events: z.array(applicationEventSchema),
  /** Applicants who reached each stage of this posting (aggregates only). */
  stageCounts: z.array(
    z.object({ stageNo: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  /** Each opening of the snapshot by the company (company name, time). */
  reads: z.array(z.object({ companyName: z.string(), at: z.string() })),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  files: z.array(z.object({ originalName: z.string(), size: z.number().int() })),
  note: z.string().nullable(),
  /** 채용절차법 Art. 11: may the member ask for return or destruction now, and what they asked. */
  returnRequest: z.enum(RETURN_REQUEST_KINDS).nullable(),
  returnRequestable: z.boolean(),
  /** The snapshot was destroyed (retention, or at the member's request). */
  destroyed: z.boolean(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** PUT APPLICATION_API.external: the member's own status of an external application. */
export const externalStatusSchema = z.object({
  applicationId: idBodySchema('지원'),
  status: z.enum(EXTERNAL_STATUSES),
});

export const returnRequestSchema = z.object({
  applicationId: idBodySchema('지원'),
  kind: z.enum(RETURN_REQUEST_KINDS),
});

// ---- 취업활동 증명서 -----------------------------------------------------------------

/** POST APPLICATION_API.certificate: issue one for a period of at most 90 days. */
export const certificateIssueSchema = z.object({ from: ymd, to: ymd });
export const certificateNoSchema = z
  .string()
  .regex(/^[A-Z0-9-]{8,32}$/, '발급번호가 올바르지 않습니다.');
export const certificateQuerySchema = z.object({ certNo: certificateNoSchema });

/** The certificate as printed (/bare/print?kind=employment-cert&certNo=) and as a company verifies it. */
export const employmentCertificateSchema = z.object({
  certNo: z.string(),
  memberName: z.string(),
  birthDate: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  issuedAt: z.string(),
  applications: z.array(
    z.object({
      appliedAt: z.string(),
      companyName: z.string(),
      postingTitle: z.string(),
      statusLabel: z.string(),
    }),
  ),
});
export type EmploymentCertificate = z.infer<typeof employmentCertificateSchema>;

/** What a snapshot holds (the company's view and the member's own copy). */
export const applicationSnapshotSchema = z.object({
  resume: resumeContentSchema,
  resumeTitle: z.string(),
  /** Code → Korean name for what the résumé names, resolved when the snapshot was made. */
  labels: z.record(z.string(), z.string()),
  posting: z.object({
    postingId: z.number().int(),
    title: z.string(),
    companyName: z.string(),
    closeDate: z.string().nullable(),
    stages: z.array(z.string()),
  }),
  answers: z.array(
    z.object({ questionNo: z.number().int(), question: z.string(), answer: z.string() }),
  ),
  files: z.array(
    z.object({
      saveName: z.string(),
      originalName: z.string(),
      ext: z.string(),
      size: z.number().int(),
    }),
  ),
});
export type ApplicationSnapshot = z.infer<typeof applicationSnapshotSchema>;
