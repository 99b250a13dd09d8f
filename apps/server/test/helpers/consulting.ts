import { eq } from 'drizzle-orm';
import {
  API,
  OPS_API,
  type ConsultingDetail,
  type ConsultingSummary,
  type Page,
  type ResumeContentInput,
  CONSULTING_API,
} from '@ilteo/contract';
import { appUser, consultingRequest, postingQuestion } from '../../src/db/schema';
import { insertResume } from '../../src/modules/resumes';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { createClient, type TestApp } from './app';
import { signedInOperator } from './operators';
import { createCompany, createPosting } from './postings';
import { completeContent } from './resumes';
import { createUser, loggedInClient } from './users';

type Client = ReturnType<typeof createClient>;

/** 기업 컨설팅 in tests (decision 0035): members, consultants, samples and the calls. */

/** An answer long enough for a request (CONSULTING_LIMITS.answerMin is 50). */
export const ANSWER =
  '저는 결제 시스템의 장애를 줄이는 일에 보람을 느껴 왔습니다. 지난 프로젝트에서 정산 지연을 절반으로 줄였고, 그 경험을 귀사의 플랫폼에서 더 크게 쓰고 싶습니다.';

/** A job seeker, logged in, with one résumé (its 자기소개서 as given). */
export async function consultingMember(
  t: TestApp,
  essays: { question: string; answer: string; limit: number }[] = [
    { question: '지원 동기', answer: ANSWER, limit: 1000 },
  ],
) {
  const user = await createUser(t.database);
  const content: ResumeContentInput = { ...completeContent('컨설팅용 이력서'), essays };
  const resumeId = await t.database.db.transaction((tx) =>
    insertResume(tx, user.userId, content, {
      primary: true,
      public: false,
      acceptOffers: false,
      at: new Date(),
    }),
  );
  const client = await loggedInClient(t.app, user.loginId, user.password);
  return { ...user, client, resumeId };
}

/** An operator signed in at the console, with the consultant flag unless told otherwise. */
export async function consultant(t: TestApp, now: () => Date, flagged = true) {
  const operator = await signedInOperator(t.app, t.database, now);
  if (flagged) {
    await t.database.db
      .update(appUser)
      .set({ opsFlags: ['consultant'] })
      .where(eq(appUser.userId, operator.userId));
  }
  return operator;
}

/** The posting's own 자기소개서 questions. */
export async function addQuestions(t: TestApp, postingId: number, questions: string[]) {
  await t.database.db
    .insert(postingQuestion)
    .values(
      questions.map((question, i) => ({ postingId, questionNo: i + 1, question, maxChars: 800 })),
    );
}

/** An anonymised finished sample, as the seed writes them. */
export async function insertSample(t: TestApp, companyId: number, postingId: number) {
  const [row] = await t.database.db
    .insert(consultingRequest)
    .values({
      userId: null,
      companyId,
      postingId,
      kind: 'essay',
      state: 'done',
      items: [{ question: '지원 동기', answer: ANSWER }],
      annotations: [
        {
          itemIndex: 0,
          start: 0,
          end: 2,
          quote: ANSWER.slice(0, 2),
          comment: '첫 문장을 구체적으로.',
        },
      ],
      summary: '경험을 숫자로 보여 주는 점이 좋습니다. 지원 동기를 회사와 더 연결해 보세요.',
      isSample: true,
      dueAt: new Date(),
      answeredAt: new Date(),
    })
    .returning({ consultingId: consultingRequest.consultingId });
  if (!row) throw new Error('sample not inserted');
  return row.consultingId;
}

export const requestConsulting = (client: Client, payload: Record<string, unknown>) =>
  client.post<{ consultingId: number }>(CONSULTING_API.request, { payload });

export const cancelConsulting = (client: Client, consultingId: number) =>
  client.request<null>('DELETE', CONSULTING_API.request, {
    query: { consultingId: String(consultingId) },
  });

export const consultingDetail = (client: Client, consultingId: number) =>
  client.get<ConsultingDetail>(CONSULTING_API.detail, {
    query: { consultingId: String(consultingId) },
  });

export const myConsulting = (client: Client, query: Record<string, string> = {}) =>
  client.get<Page<ConsultingSummary>>(CONSULTING_API.mine, { query });

export const consultingQueue = (client: Client, queue: string) =>
  client.get<Page<ConsultingSummary>>(OPS_API.consulting, { query: { queue } });

export const takeConsulting = (client: Client, consultingId: number) =>
  client.post<ConsultingDetail>(OPS_API.consultingTake, { payload: { consultingId } });

export const answerConsulting = (client: Client, payload: Record<string, unknown>) =>
  client.post<ConsultingDetail>(OPS_API.consultingAnswer, { payload });

/**
 * The companies and postings the consulting tests share: company A with two
 * open postings (the first with its own questions) and a closed one,
 * company B with one; a visitor; and a pasted request body for A.
 */
export async function consultingWorld(t: TestApp) {
  const db = t.database.db;
  const companyA = await createCompany(db, { name: '(주)컨설팅테스트' });
  const companyB = await createCompany(db, { name: '(주)다른기업' });
  const { postingId: postingA } = await createPosting(db, { companyId: companyA });
  const { postingId: postingA2 } = await createPosting(db, {
    companyId: companyA,
    title: '[컨설팅테스트] 데이터 엔지니어 채용',
  });
  const today = seoulDate(new Date());
  const { postingId: closedA } = await createPosting(db, {
    companyId: companyA,
    openDate: addDays(today, -40),
    closeDate: addDays(today, -1),
  });
  const { postingId: postingB } = await createPosting(db, { companyId: companyB });
  await addQuestions(t, postingA, ['지원 동기를 적어 주세요.', '협업 경험을 적어 주세요.']);
  const anonymous = createClient(t.app);
  await anonymous.get(API.system.health);
  const pasted = (postingId: number, extra: Record<string, unknown> = {}) => ({
    companyId: companyA,
    postingId,
    kind: 'essay',
    items: [{ question: '지원 동기를 적어 주세요.', answer: ANSWER }],
    note: '두괄식으로 다듬고 싶습니다.',
    ...extra,
  });
  return { companyA, companyB, postingA, postingA2, closedA, postingB, anonymous, pasted };
}
