import { API, type ResumeContent, type UploadedFile, APPLICATION_API } from '@ilteo/contract';
import type { NewPosting } from '../../src/modules/postings/posting-writer';
import { postingQuestion } from '../../src/db/schema';
import { createClient, multipart, type TestApp } from './app';
import { FIXTURES } from './fixtures';
import { createPosting } from './postings';
import { completeContent, createResume } from './resumes';
import { createUser, loggedInClient } from './users';

type Client = ReturnType<typeof createClient>;

/** Applying and the member's applications in API tests (decision 0034). */

export const QUESTIONS = [
  { questionNo: 1, question: '지원 동기를 써 주세요.', maxChars: 500 },
  { questionNo: 2, question: '입사 후 포부를 써 주세요.', maxChars: 200 },
];

export const answersFor = (text = '성실하게 일하겠습니다.') =>
  QUESTIONS.map((q) => ({ questionNo: q.questionNo, answer: text }));

/** A posting (서류전형 → 1차 면접 → 최종 합격) with the two questions above. */
export async function postingWithQuestions(
  t: TestApp,
  overrides: Partial<NewPosting> & { companyId?: number } = {},
) {
  const ids = await createPosting(t.database.db, overrides);
  await t.database.db
    .insert(postingQuestion)
    .values(QUESTIONS.map((q) => ({ postingId: ids.postingId, ...q })));
  return ids;
}

export async function upload(client: Client, filename: string, content: Buffer) {
  const body = multipart([{ filename, content }]);
  const res = await client.post<UploadedFile[]>(API.cmmn.uploadFile, {
    payload: body.payload,
    headers: body.headers,
  });
  const [file] = res.body.data;
  if (!file) throw new Error(`upload failed: ${res.body.code}`);
  return { saveName: file.saveName, originalName: file.originalName };
}

/** A logged-in member with a complete résumé that has a photo. */
export async function applicant(t: TestApp) {
  const user = await createUser(t.database);
  const client = await loggedInClient(t.app, user.loginId, user.password);
  const photo = await upload(client, '증명사진.png', FIXTURES.png);
  const base = completeContent();
  const content: ResumeContent = { ...base, basics: { ...base.basics, photo } };
  const resumeId = await createResume(client, content);
  return { user, client, resumeId, content, photo };
}

export async function companyClient(t: TestApp) {
  const user = await createUser(t.database, { role: 'company' });
  return loggedInClient(t.app, user.loginId, user.password);
}

export async function anonymousClient(t: TestApp) {
  const client = createClient(t.app);
  await client.get(API.system.health);
  return client;
}

export function submit(
  client: Client,
  body: {
    postingId: number;
    resumeId: number;
    files?: string[];
    answers?: { questionNo: number; answer: string }[];
    consentAgreed?: boolean;
    consentVersion?: number;
  },
) {
  return client.post<{ applicationId: number }>(APPLICATION_API.apply, {
    payload: {
      answers: answersFor(),
      files: [],
      consentAgreed: true,
      consentVersion: 1,
      ...body,
    },
  });
}
