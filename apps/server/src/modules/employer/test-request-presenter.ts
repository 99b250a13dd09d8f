import { RIASEC_ORDER, RIASEC_TYPES, type SharedTestResult } from '@ilteo/contract';
import type { SharedBtiResult } from './test-request-service';
import type { TestRequestRow } from './test-request-repository';

/**
 * A shared result as the company reads it: the code and the six sums with
 * their Korean names, never the answers themselves (what the applicant
 * chose item by item stays theirs).
 */
export const presentSharedResult = (
  request: TestRequestRow,
  result: SharedBtiResult,
): SharedTestResult => ({
  requestId: request.requestId,
  applicationId: request.applicationId,
  applicantName: request.applicantName,
  code: result.code,
  scores: RIASEC_ORDER.map((type) => ({
    type,
    label: RIASEC_TYPES[type],
    score: result.scores[type],
  })),
  completedAt: result.completedAt,
});
