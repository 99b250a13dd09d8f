import { z } from 'zod';
import { BTI_SHARE_STATES, RIASEC_TYPES } from '../vocabulary/bti';
import { idBodySchema, idSchema, pageQuerySchema, pageSchema } from './common';

/**
 * 검사 대상자 (issue 24, decision 0043): a company asks applicants of its
 * posting to take the vocational test, one test credit each (1104, 1105),
 * and reads a result only when the applicant shared it.
 */

/** The most applicants one request may name (a page of applicants, several times over). */
export const TEST_REQUEST_MAX_TARGETS = 200;

/** POST EMPLOYER_API.testRequests. An empty list is answered 1104, not a 400. */
export const testRequestCreateSchema = z.object({
  postingId: idBodySchema('공고'),
  applicationIds: z
    .array(idBodySchema('지원'))
    .max(
      TEST_REQUEST_MAX_TARGETS,
      `검사 대상자는 한 번에 ${String(TEST_REQUEST_MAX_TARGETS)}명까지 정할 수 있습니다.`,
    ),
});
export type TestRequestCreate = z.infer<typeof testRequestCreateSchema>;

export const testRequestResultSchema = z.object({
  /** New requests, one credit each. */
  requested: z.number().int(),
  /** Applicants asked before: skipped, no credit spent. */
  alreadyRequested: z.number().int(),
  /** Test credits left after this request. */
  remainingCredits: z.number().int(),
});
export type TestRequestResult = z.infer<typeof testRequestResultSchema>;

/** 1105's data: how many credits are left, so the company can narrow its targets. */
export const testCreditShortageSchema = z.object({
  remainingCredits: z.number().int(),
  targets: z.number().int(),
});

/** Whether the applicant shares the result: not decided yet, or one of BTI_SHARE_STATES. */
export const TEST_REQUEST_SHARE = {
  undecided: '결정 전',
  ...BTI_SHARE_STATES,
} as const;
export type TestRequestShare = keyof typeof TEST_REQUEST_SHARE;
const shareKeys = Object.keys(TEST_REQUEST_SHARE) as [TestRequestShare, ...TestRequestShare[]];

/** GET EMPLOYER_API.testRequests. */
export const testRequestListQuerySchema = pageQuerySchema.extend({
  postingId: idSchema('공고'),
});
export const testRequestItemSchema = z.object({
  requestId: z.number().int(),
  applicationId: z.number().int(),
  /** The applicant's name as the application carries it (null once the documents are destroyed). */
  applicantName: z.string().nullable(),
  requestedAt: z.string(),
  /** When the applicant finished the test, or null. */
  completedAt: z.string().nullable(),
  share: z.enum(shareKeys),
});
export type TestRequestItem = z.infer<typeof testRequestItemSchema>;
export const testRequestPageSchema = pageSchema(testRequestItemSchema);

/** GET EMPLOYER_API.testResult. */
export const testResultQuerySchema = z.object({ requestId: idSchema('검사 요청') });
const typeKeys = Object.keys(RIASEC_TYPES) as [
  keyof typeof RIASEC_TYPES,
  ...(keyof typeof RIASEC_TYPES)[],
];
export const sharedTestResultSchema = z.object({
  requestId: z.number().int(),
  applicationId: z.number().int(),
  applicantName: z.string().nullable(),
  /** The two highest types, e.g. 'SE'. */
  code: z.string(),
  /** Each type's sum (10–50), in RIASEC order. */
  scores: z.array(z.object({ type: z.enum(typeKeys), label: z.string(), score: z.number() })),
  completedAt: z.string(),
});
export type SharedTestResult = z.infer<typeof sharedTestResultSchema>;
