import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationSnapshot, type ApplyForm, APPLICATION_API } from '@ilteo/contract';
import {
  alarm,
  application,
  applicationEvent,
  applicationSnapshot,
  jobPosting,
  outboxMessage,
  postingApplyStat,
  postingStageCount,
  storedFile,
} from '../../src/db/schema';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  anonymousClient,
  answersFor,
  applicant,
  companyClient,
  postingWithQuestions,
  submit,
  upload,
} from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { saveResume } from '../helpers/resumes';

/**
 * 입사 지원 (decision 0034): the form, the submit in one transaction with its
 * snapshot, counts, receipt alarm and mail; every refusal with its code.
 */
describe.each(DATABASE_KINDS)('applying (%s)', (kind) => {
  let t: TestApp;
  const today = seoulDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const form = (client: Awaited<ReturnType<typeof applicant>>['client'], postingId: number) =>
    client.get<ApplyForm>(APPLICATION_API.form, { query: { postingId: String(postingId) } });
  const rowsOf = (postingId: number) =>
    t.database.db.select().from(application).where(eq(application.postingId, postingId));

  it('shows the form: period, stages, questions, the consent for this company, the résumés', async () => {
    const { client, resumeId } = await applicant(t);
    const { postingId } = await postingWithQuestions(t);
    const res = await form(client, postingId);
    expect(res.body.code).toBe('001');
    const data = res.body.data;
    expect(data).toMatchObject({
      postingId,
      companyName: '(주)한빛테스트',
      applyMethod: 'ilteo',
      period: 'open',
      stages: ['서류전형', '1차 면접'],
      existingApplicationId: null,
    });
    expect(data.questions.map((q) => q.maxChars)).toEqual([500, 200]);
    expect(data.consent).toMatchObject({ version: 1, recipient: '(주)한빛테스트' });
    expect(data.consent.retention).toContain('180일');
    expect(data.consent.refusal).toContain('지원할 수 없습니다');
    expect(data.resumes).toEqual([expect.objectContaining({ resumeId, complete: true })]);

    const closed = await postingWithQuestions(t, { closeDate: addDays(today, -1) });
    expect((await form(client, closed.postingId)).body.data.period).toBe('closed');
    const early = await postingWithQuestions(t, { closeType: 'until-filled', status: 'closed' });
    expect((await form(client, early.postingId)).body.data.period).toBe('closed');
    const later = await postingWithQuestions(t, { openDate: addDays(today, 3) });
    expect((await form(client, later.postingId)).body.data.period).toBe('not-yet');
    expect((await form(client, 2_000_000_000)).status).toBe(404);
    const bad = await client.get(APPLICATION_API.form, { query: { postingId: 'x' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
  });

  it('refuses the form to a visitor (401: no session),  a company member and an operator (102)', async () => {
    const { postingId } = await postingWithQuestions(t);
    const query = { postingId: String(postingId) };
    const anonymous = await (await anonymousClient(t)).get(APPLICATION_API.form, { query });
    expect(anonymous.body.code).toBe('401');
    const company = await (await companyClient(t)).get(APPLICATION_API.form, { query });
    expect(company.body.code).toBe('102');
    const operator = (await signedInOperator(t.app, t.database, () => new Date())).client;
    expect((await operator.get(APPLICATION_API.form, { query })).body.code).toBe('102');
  });

  it('submits: application, snapshot, files, event, counts, receipt alarm and one mail', async () => {
    const { user, client, resumeId, photo } = await applicant(t);
    const { postingId } = await postingWithQuestions(t);
    const pdf = await upload(client, '포트폴리오.pdf', FIXTURES.pdf);
    const res = await submit(client, { postingId, resumeId, files: [pdf.saveName] });
    expect(res.body.code).toBe('001');
    const applicationId = res.body.data.applicationId;

    const [row] = await rowsOf(postingId);
    expect(row).toMatchObject({
      applicationId,
      memberId: user.userId,
      kind: 'platform',
      status: 'active',
      currentStage: 0,
      stages: ['서류전형', '1차 면접'],
      resumeTitle: '백엔드 개발자 이력서',
      applicantName: '홍길동',
      consentVersion: 1,
    });
    const [snap] = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId));
    const content = snap?.content as ApplicationSnapshot;
    expect(content.resumeTitle).toBe('백엔드 개발자 이력서');
    expect(content.labels['1320']).toBeTruthy();
    expect(content.answers[0]).toMatchObject({ questionNo: 1, question: '지원 동기를 써 주세요.' });
    expect(content.files).toEqual([
      expect.objectContaining({ saveName: pdf.saveName, originalName: '포트폴리오.pdf' }),
    ]);
    // The résumé's photo is a copy under a new name, attached to the application.
    const photoCopy = content.resume.basics.photo?.saveName ?? '';
    expect(photoCopy).not.toBe(photo.saveName);
    expect(snap?.fileNames.sort()).toEqual([pdf.saveName, photoCopy].sort());
    const files = await t.database.db
      .select()
      .from(storedFile)
      .where(inArray(storedFile.saveName, [pdf.saveName, photoCopy]));
    expect(files.every((f) => f.attachedAt !== null && f.ownerId === user.userId)).toBe(true);

    const events = await t.database.db
      .select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, applicationId));
    expect(events.map((e) => e.kind)).toEqual(['submitted']);
    const [count] = await t.database.db
      .select()
      .from(postingStageCount)
      .where(eq(postingStageCount.postingId, postingId));
    expect(count).toMatchObject({ stageNo: 0, count: 1 });
    const [posting] = await t.database.db
      .select({ applyCount: jobPosting.applyCount })
      .from(jobPosting)
      .where(eq(jobPosting.postingId, postingId));
    expect(posting?.applyCount).toBe(1);
    const stats = await t.database.db
      .select()
      .from(postingApplyStat)
      .where(eq(postingApplyStat.postingId, postingId));
    expect(stats.map((s) => [s.dimension, s.band, s.count]).sort()).toEqual([
      ['career', '4-6', 1],
      ['education', '05', 1],
    ]);

    const alarms = await t.database.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.userId, user.userId), eq(alarm.kind, 'application-status')));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]?.link).toBe(`/person/myhome/applications?applicationId=${applicationId}`);
    await t.app.outbox.settled();
    await t.app.outbox.dispatchDue();
    const mails = await t.database.db
      .select()
      .from(outboxMessage)
      .where(and(eq(outboxMessage.recipient, user.email ?? ''), eq(outboxMessage.channel, 'mail')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'application-status', status: 'sent', attempts: 1 });

    const again = await form(client, postingId);
    expect(again.body.data.existingApplicationId).toBe(applicationId);
  });

  it('keeps the snapshot as sent when the résumé is edited afterwards', async () => {
    const { client, resumeId, content } = await applicant(t);
    const { postingId } = await postingWithQuestions(t);
    const res = await submit(client, { postingId, resumeId });
    const applicationId = res.body.data.applicationId;
    const edited = { ...content, title: '새 제목', basics: { ...content.basics, photo: null } };
    expect((await saveResume(client, edited, resumeId)).body.code).toBe('003');

    const [snap] = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId));
    const kept = snap?.content as ApplicationSnapshot;
    expect(kept.resumeTitle).toBe('백엔드 개발자 이력서');
    const photoCopy = kept.resume.basics.photo?.saveName ?? '';
    const [file] = await t.database.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.saveName, photoCopy));
    // The résumé released its photo; the application's copy stays attached.
    expect(file?.attachedAt).not.toBeNull();
  });

  it('takes a file a résumé holds as a copy, so both keep it', async () => {
    const { client, resumeId, photo } = await applicant(t);
    const { postingId } = await postingWithQuestions(t);
    const res = await submit(client, { postingId, resumeId, files: [photo.saveName] });
    expect(res.body.code).toBe('001');
    const [snap] = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, res.body.data.applicationId));
    const sent = (snap?.content as ApplicationSnapshot).files[0];
    expect(sent?.saveName).not.toBe(photo.saveName);
    expect(sent?.originalName).toBe('증명사진.png');
  });

  it('yields one application of two concurrent submits (001 and 302)', async () => {
    const { client, resumeId } = await applicant(t);
    const { postingId } = await postingWithQuestions(t);
    const results = await Promise.all([
      submit(client, { postingId, resumeId }),
      submit(client, { postingId, resumeId }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['001', '302']);
    expect(await rowsOf(postingId)).toHaveLength(1);
    const again = await submit(client, { postingId, resumeId });
    expect([again.status, again.body.code]).toEqual([409, '302']);
  });

  it('refuses each bad submit with its code and writes nothing', async () => {
    const { client, resumeId } = await applicant(t);
    const other = await applicant(t);
    const { postingId } = await postingWithQuestions(t);
    const code = async (body: Parameters<typeof submit>[1], c = client) => {
      const res = await submit(c, body);
      return [res.status, res.body.code, res.body.message];
    };
    expect((await code({ postingId, resumeId }, await anonymousClient(t)))[1]).toBe('401');
    expect((await code({ postingId, resumeId }, await companyClient(t)))[1]).toBe('102');
    expect((await code({ postingId, resumeId: other.resumeId }))[1]).toBe('102');
    expect((await code({ postingId, resumeId, files: [other.photo.saveName] }))[1]).toBe('102');
    expect(await code({ postingId, resumeId, consentAgreed: false })).toEqual([
      400,
      '202',
      expect.stringContaining('동의'),
    ]);
    expect((await code({ postingId, resumeId, consentVersion: 2 }))[1]).toBe('202');
    const long = [
      { questionNo: 1, answer: '가' },
      { questionNo: 2, answer: '나'.repeat(201) },
    ];
    expect(await code({ postingId, resumeId, answers: long })).toEqual([
      400,
      '202',
      expect.stringContaining('입사 후 포부를 써 주세요.'),
    ]);
    const missing = [{ questionNo: 1, answer: '가' }];
    expect((await code({ postingId, resumeId, answers: missing }))[2]).toContain('입사 후 포부');
    const unknown = [...answersFor(), { questionNo: 3, answer: '다' }];
    expect((await code({ postingId, resumeId, answers: unknown }))[2]).toContain('3번');
    const many = Array.from({ length: 11 }, (_, i) => `file${String(i)}.pdf`);
    expect((await code({ postingId, resumeId, files: many }))[1]).toBe('202');
    expect((await code({ postingId, resumeId, files: ['nothing.pdf'] }))[1]).toBe('202');

    const closed = await postingWithQuestions(t, { closeDate: addDays(today, -1) });
    expect(await code({ postingId: closed.postingId, resumeId })).toEqual([
      422,
      '301',
      '접수가 마감된 공고입니다.',
    ]);
    const later = await postingWithQuestions(t, { openDate: addDays(today, 2) });
    expect((await code({ postingId: later.postingId, resumeId }))[1]).toBe('301');
    const homepage = await postingWithQuestions(t, {
      applyMethod: 'homepage',
      applyUrl: 'https://hanbit-test.example/careers',
    });
    expect((await code({ postingId: homepage.postingId, resumeId }))[2]).toContain('외부 지원');
    expect(await rowsOf(postingId)).toHaveLength(0);
  });

  it('records an external application for homepage and email postings only, once', async () => {
    const { client } = await applicant(t);
    const { postingId } = await postingWithQuestions(t, {
      applyMethod: 'email',
      applyUrl: 'recruit@hanbit-test.example',
    });
    const f = await form(client, postingId);
    expect(f.body.data).toMatchObject({
      applyEmail: 'recruit@hanbit-test.example',
      applyUrl: null,
    });
    const record = (c = client, id = postingId) =>
      c.post<{ applicationId: number }>(APPLICATION_API.external, {
        payload: { postingId: id, note: '채용 메일로 지원' },
      });
    const res = await record();
    expect([res.status, res.body.code]).toEqual([201, '002']);
    const [row] = await rowsOf(postingId);
    expect(row).toMatchObject({
      kind: 'external',
      externalStatus: 'applied',
      note: '채용 메일로 지원',
    });
    expect((await record()).body.code).toBe('302');
    const ilteo = await postingWithQuestions(t);
    expect((await record(client, ilteo.postingId)).body.code).toBe('202');
    expect((await record(await anonymousClient(t))).body.code).toBe('401');
    expect((await record(await companyClient(t))).body.code).toBe('102');
    const bad = await client.post(APPLICATION_API.external, { payload: { postingId: 'x' } });
    expect(bad.body.code).toBe('202');
  });
});
