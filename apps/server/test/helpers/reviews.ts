import { eq } from 'drizzle-orm';
import { type InterviewReviewInput, type ReviewInput, COMPANY_API } from '@ilteo/contract';
import type { DatabaseHandle } from '../../src/db/client';
import {
  application,
  companyReview,
  companyStats,
  interviewReview,
  searchDocument,
} from '../../src/db/schema';
import { seoulDate } from '../../src/lib/seoul-date';
import {
  publishInterviewReview,
  publishReview,
  unpublishReview,
} from '../../src/modules/company-reviews';
import type { createClient } from './app';

type Client = ReturnType<typeof createClient>;

/**
 * Company reviews and interview reviews in the member's API tests
 * (decision 0035): valid inputs, publication as screening does it (through
 * stats.ts, without an operator), and the rows the API leaves.
 */

export const THIS_YEAR = Number(seoulDate(new Date()).slice(0, 4));
export const THIS_MONTH = seoulDate(new Date()).slice(0, 7);
/** A 소분류 occupation code the reference codes hold (백엔드 개발자, as the test postings use). */
export const JOB_CODE = '024001';

export const LONG_PROS =
  '수평적인 문화와 좋은 동료들 덕분에 매일 배우는 것이 많고, 코드 리뷰가 꼼꼼해서 성장할 수 있는 회사입니다.';
export const LONG_CONS =
  '성장하는 회사라 업무량이 많은 편이고, 일정이 자주 바뀌어 계획을 세우기 어렵습니다. 야근도 종종 있습니다.';

export function reviewInput(
  companyId: number,
  overrides: Partial<ReviewInput> = {},
): ReviewInput & Record<string, unknown> {
  return {
    companyId,
    overall: 4,
    categories: { promotion: 3, payWelfare: 4, workLife: 3, culture: 5, management: 2 },
    title: '배울 것이 많은 회사',
    pros: LONG_PROS,
    cons: LONG_CONS,
    advice: '일정 관리를 조금 더 신경 써 주시면 좋겠습니다.',
    recommend: true,
    ceoApproval: 'approve',
    jobCode: JOB_CODE,
    employmentStatus: 'current',
    lastYear: THIS_YEAR,
    ...overrides,
  };
}

export function interviewInput(
  companyId: number,
  overrides: Partial<InterviewReviewInput> = {},
): InterviewReviewInput & Record<string, unknown> {
  return {
    companyId,
    postingId: null,
    applicationId: null,
    jobCode: JOB_CODE,
    interviewMonth: THIS_MONTH,
    route: 'open',
    difficulty: 4,
    experience: 'positive',
    questions:
      '자기소개를 해 주세요.\n최근에 해결한 가장 어려운 기술 문제와 그 과정을 구체적으로 설명해 주세요.',
    tips: '경험을 구체적인 숫자로 설명하면 좋습니다.',
    result: 'pass',
    ...overrides,
  };
}

export const writeReview = (client: Client, payload: Record<string, unknown>) =>
  client.post<{ reviewId: number }>(COMPANY_API.review, { payload });

export const writeInterview = (client: Client, payload: Record<string, unknown>) =>
  client.post<{ recruitReviewId: number }>(COMPANY_API.recruitReview, { payload });

/** Publishes as the operators' screening does. */
export async function publish(database: DatabaseHandle, reviewId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await publishReview(tx, reviewId);
  });
}

export async function publishInterview(database: DatabaseHandle, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await publishInterviewReview(tx, id);
  });
}

/** A company's 임시조치 as the employer's takedown leaves it. */
export async function hold(database: DatabaseHandle, reviewId: number, until: Date) {
  await database.db.transaction(async (tx) => {
    await tx
      .update(companyReview)
      .set({ heldUntil: until })
      .where(eq(companyReview.reviewId, reviewId));
    await unpublishReview(tx, reviewId, 'held');
  });
}

export async function reviewRow(database: DatabaseHandle, reviewId: number) {
  const [row] = await database.db
    .select()
    .from(companyReview)
    .where(eq(companyReview.reviewId, reviewId));
  if (!row) throw new Error('no review');
  return row;
}

export async function interviewRow(database: DatabaseHandle, id: number) {
  const [row] = await database.db
    .select()
    .from(interviewReview)
    .where(eq(interviewReview.recruitReviewId, id));
  if (!row) throw new Error('no interview review');
  return row;
}

export async function statsRow(database: DatabaseHandle, companyId: number) {
  const [row] = await database.db
    .select()
    .from(companyStats)
    .where(eq(companyStats.companyId, companyId));
  return row;
}

export async function searchDocs(database: DatabaseHandle, kind: string, refId: number) {
  const rows = await database.db
    .select({ kind: searchDocument.kind, refId: searchDocument.refId, title: searchDocument.title })
    .from(searchDocument)
    .where(eq(searchDocument.refId, String(refId)));
  return rows.filter((r) => r.kind === kind);
}

/** An application of `memberId` to the posting, written straight to its table. */
export async function insertApplication(
  database: DatabaseHandle,
  values: { memberId: string; postingId: number; companyId: number },
): Promise<number> {
  const [row] = await database.db
    .insert(application)
    .values({
      ...values,
      kind: 'platform',
      postingTitle: '[한빛테스트] 백엔드 개발자',
      companyName: '(주)한빛테스트',
    })
    .returning({ id: application.applicationId });
  if (!row) throw new Error('application not inserted');
  return row.id;
}
