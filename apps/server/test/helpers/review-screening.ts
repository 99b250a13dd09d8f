import { and, eq } from 'drizzle-orm';
import { EMPLOYER_API, OPS_API } from '@ilteo/contract';
import type { DatabaseHandle } from '../../src/db/client';
import {
  alarm,
  companyReview,
  companyStats,
  interviewReview,
  operatorAction,
  searchDocument,
} from '../../src/db/schema';
import { publishInterviewReview, publishReview } from '../../src/modules/company-reviews';
import type { createClient } from './app';

type Client = ReturnType<typeof createClient>;

/** Review screening, employer replies and 임시조치 in tests (decision 0035). */

let serial = 0;

export const PROS =
  '수평적인 문화와 좋은 동료들 덕분에 매일 배우는 것이 많고 성장할 수 있는 회사입니다.';
export const CONS =
  '성장하는 회사라 업무량이 많은 편이고, 일정이 자주 바뀌어 계획을 세우기 어렵습니다.';

/** A pending company review written straight to its table (as the member's POST leaves it). */
export async function insertReview(
  database: DatabaseHandle,
  values: { companyId: number; userId: string | null; overall?: number; title?: string },
): Promise<number> {
  serial += 1;
  const [row] = await database.db
    .insert(companyReview)
    .values({
      companyId: values.companyId,
      userId: values.userId,
      overall: values.overall ?? 4,
      promotion: 3,
      payWelfare: 4,
      workLife: 3,
      culture: 5,
      management: 3,
      title: values.title ?? `배울 것이 많은 회사 ${String(serial)}`,
      pros: PROS,
      cons: CONS,
      advice: '일정 관리를 조금 더 신경 써 주시면 좋겠습니다.',
      recommend: true,
      ceoApproval: 'approve',
      jobCode: '024001',
      employmentStatus: 'current',
      lastYear: 2026,
    })
    .returning({ id: companyReview.reviewId });
  if (!row) throw new Error('review not inserted');
  return row.id;
}

/** A pending interview review written straight to its table. */
export async function insertInterviewReview(
  database: DatabaseHandle,
  values: { companyId: number; userId: string | null },
): Promise<number> {
  const [row] = await database.db
    .insert(interviewReview)
    .values({
      companyId: values.companyId,
      userId: values.userId,
      jobCode: '024001',
      interviewMonth: '2026-10',
      route: 'open',
      difficulty: 4,
      experience: 'positive',
      questions: '자기소개를 해 주세요.\n최근에 해결한 가장 어려운 문제는 무엇이었나요?',
      tips: '경험을 구체적인 숫자로 설명하면 좋습니다.',
      result: 'pass',
    })
    .returning({ id: interviewReview.recruitReviewId });
  if (!row) throw new Error('interview review not inserted');
  return row.id;
}

/** Publishes as the screening decision does (stats.ts), without an operator. */
export async function publishDirectly(
  database: DatabaseHandle,
  kind: 'company-review' | 'interview-review',
  id: number,
  now = new Date(),
): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (kind === 'company-review') await publishReview(tx, id, now);
    else await publishInterviewReview(tx, id, now);
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

export async function statsOf(database: DatabaseHandle, companyId: number) {
  const [row] = await database.db
    .select()
    .from(companyStats)
    .where(eq(companyStats.companyId, companyId));
  return row;
}

/** A member's alarms of one kind, newest first. */
export async function alarmsOf(database: DatabaseHandle, userId: string, kind: string) {
  return database.db
    .select()
    .from(alarm)
    .where(and(eq(alarm.userId, userId), eq(alarm.kind, kind)))
    .orderBy(alarm.alarmId);
}

/** The audit rows of one action. */
export async function auditOf(database: DatabaseHandle, action: string) {
  return database.db
    .select()
    .from(operatorAction)
    .where(eq(operatorAction.action, action))
    .orderBy(operatorAction.actionId);
}

export async function searchDocumentOf(database: DatabaseHandle, kind: string, id: number) {
  const [row] = await database.db
    .select()
    .from(searchDocument)
    .where(and(eq(searchDocument.kind, kind), eq(searchDocument.refId, String(id))));
  return row;
}

export const decide = (
  client: Client,
  body: { kind?: string; id: number; decision: string; reason?: string },
) =>
  client.post(OPS_API.reviewDecide, {
    payload: { kind: 'company-review', ...body },
  });

export const takedown = (
  client: Client,
  body: { kind?: string; id: number; days?: number; reason?: string },
) =>
  client.post(EMPLOYER_API.reviewTakedown, {
    payload: {
      kind: 'company-review',
      days: 30,
      reason: '허위 사실이 포함되어 있습니다.',
      ...body,
    },
  });
