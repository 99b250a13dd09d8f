import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_API, type EmploymentCertificate, APPLICATION_API } from '@ilteo/contract';
import { applicationEvent, applicationSnapshot, storedFile } from '../../src/db/schema';
import { seoulDate } from '../../src/lib/seoul-date';
import { destroyExpiredSnapshots } from '../../src/modules/employer';
import { createTestApp, type TestApp } from '../helpers/app';
import { anonymousClient, postingWithQuestions } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import {
  applicationRow,
  appliedTo,
  companyMemberOf,
  decide,
  openApplicant,
} from '../helpers/employer';
import { createCompany } from '../helpers/postings';
import { createUser } from '../helpers/users';

type Summary = {
  scores: { loginId: string; score: number | null }[];
  average: number | null;
  complete: boolean;
  recommended: 'pass' | 'fail' | null;
};
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Evaluation committees (804, 805) and scores, the 취업활동 증명서 check, and
 * retention (채용절차법 Art. 11) with a moved clock (decision 0034).
 */
describe.each(DATABASE_KINDS)('employer committees and retention (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  type Client = Awaited<ReturnType<typeof companyMemberOf>>['client'];
  const committee = (c: Client, method: 'POST' | 'DELETE', body: Record<string, unknown>) =>
    c.request<{ evaluators: { loginId: string }[]; inProgress: boolean }>(
      method,
      EMPLOYER_API.committee,
      { payload: body },
    );
  const score = (c: Client, body: Record<string, unknown>) =>
    c.post<Summary>(EMPLOYER_API.score, { payload: body });

  it('keeps at most 4 evaluators of the same company (804), then fixes them once scoring starts (805)', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const evaluators = await Promise.all([1, 2, 3, 4, 5].map(() => companyMemberOf(t, companyId)));
    const a = await appliedTo(t, postingId);
    const seat = (loginId: string, stageNo = 0) => ({
      postingId,
      stageNo,
      evaluatorLoginId: loginId,
    });

    for (const e of evaluators.slice(0, 4)) {
      expect((await committee(hr.client, 'POST', seat(e.user.loginId))).body.code).toBe('003');
    }
    const fifth = await committee(hr.client, 'POST', seat(evaluators[4]?.user.loginId ?? ''));
    expect(fifth.body.code).toBe('804');
    const again = await committee(hr.client, 'POST', seat(evaluators[0]?.user.loginId ?? ''));
    expect(again.body.code).toBe('804');
    const removed = await committee(hr.client, 'DELETE', seat(evaluators[3]?.user.loginId ?? ''));
    expect(removed.body.code).toBe('004');
    expect(removed.body.data.evaluators).toHaveLength(3);
    const dup = await committee(
      hr.client,
      'POST',
      seat(evaluators[0]?.user.loginId.toUpperCase() ?? ''),
    );
    expect(dup.body.code).toBe('302');

    const stranger = await companyMemberOf(t, await createCompany(t.database.db));
    const seeker = await createUser(t.database);
    for (const loginId of [stranger.user.loginId, seeker.loginId, 'nobody-here']) {
      const res = await committee(hr.client, 'POST', seat(loginId));
      expect([res.status, res.body.code]).toEqual([400, '202']);
    }
    expect(
      (await committee(hr.client, 'POST', seat(evaluators[3]?.user.loginId ?? '', 2))).status,
    ).toBe(400);
    expect((await committee(stranger.client, 'POST', seat(stranger.user.loginId))).body.code).toBe(
      '102',
    );
    expect(
      (await committee(a.client, 'POST', seat(evaluators[3]?.user.loginId ?? ''))).body.code,
    ).toBe('102');
    expect((await committee(await anonymousClient(t), 'POST', seat('x'))).body.code).toBe('401');

    const query = { postingId: String(postingId), stageNo: '0' };
    const listed = await hr.client.get<{ evaluators: { loginId: string }[]; inProgress: boolean }>(
      EMPLOYER_API.committee,
      { query },
    );
    expect(listed.body.data.evaluators).toHaveLength(3);
    expect(listed.body.data.inProgress).toBe(false);
    expect((await stranger.client.get(EMPLOYER_API.committee, { query })).body.code).toBe('102');

    // Scoring: only a committee member, only an application at that stage, 0–100.
    const [first, second, third] = evaluators;
    const body = {
      applicationId: a.applicationId,
      stageNo: 0,
      score: 80,
      comment: '직무 경험이 탄탄합니다.',
    };
    expect((await score(hr.client, body)).body.code).toBe('102');
    expect((await score(evaluators[4]?.client ?? hr.client, body)).body.code).toBe('102');
    expect((await score(first?.client ?? hr.client, { ...body, score: 101 })).status).toBe(400);
    expect((await score(first?.client ?? hr.client, { ...body, stageNo: 1 })).body.code).toBe(
      '102',
    );
    const scored = await score(first?.client ?? hr.client, body);
    expect(scored.body.code).toBe('003');
    expect(scored.body.data).toMatchObject({ average: 80, complete: false, recommended: null });

    expect(
      (await committee(hr.client, 'POST', seat(evaluators[3]?.user.loginId ?? ''))).body.code,
    ).toBe('805');
    expect((await committee(hr.client, 'DELETE', seat(first?.user.loginId ?? ''))).body.code).toBe(
      '805',
    );
    expect(
      (await hr.client.get<{ inProgress: boolean }>(EMPLOYER_API.committee, { query })).body.data
        .inProgress,
    ).toBe(true);

    await score(first?.client ?? hr.client, { ...body, score: 50 });
    await score(second?.client ?? hr.client, { ...body, score: 60 });
    const last = await score(third?.client ?? hr.client, { ...body, score: 55 });
    expect(last.body.data).toMatchObject({ average: 55, complete: true, recommended: 'fail' });
    expect(last.body.data.scores.map((s) => s.score)).toEqual([50, 60, 55]);

    const evaluation = await hr.client.get<Summary>(EMPLOYER_API.evaluation, {
      query: { applicationId: String(a.applicationId), stageNo: '0' },
    });
    expect(evaluation.body.data).toMatchObject({
      average: 55,
      complete: true,
      recommended: 'fail',
    });
    const evalQuery = { applicationId: String(a.applicationId), stageNo: '0' };
    expect(
      (await stranger.client.get(EMPLOYER_API.evaluation, { query: evalQuery })).body.code,
    ).toBe('102');
    expect((await a.client.get(EMPLOYER_API.evaluation, { query: evalQuery })).body.code).toBe(
      '102',
    );

    // After the stage is passed, scores of stage 0 are closed.
    await decide(hr.client, a.applicationId, 0, 'pass');
    expect((await score(first?.client ?? hr.client, body)).status).toBe(409);
  });

  it('verifies a 취업활동 증명서 by its number for company members only', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const a = await appliedTo(t, postingId);
    const today = seoulDate(new Date());
    const issued = await a.client.post<EmploymentCertificate>(APPLICATION_API.certificate, {
      payload: { from: today, to: today },
    });
    const certNo = issued.body.data.certNo;
    expect(certNo).toMatch(/^ILT-/);

    const res = await hr.client.get<EmploymentCertificate>(EMPLOYER_API.verifyCertificate, {
      query: { certNo },
    });
    expect(res.body.code).toBe('001');
    expect(res.body.data).toMatchObject({ certNo, memberName: '홍길동' });
    expect(res.body.data.applications).toHaveLength(1);
    const missing = await hr.client.get(EMPLOYER_API.verifyCertificate, {
      query: { certNo: 'ILT-20200101-AAAAAAAAAAAA' },
    });
    expect(missing.status).toBe(404);
    const bad = await hr.client.get(EMPLOYER_API.verifyCertificate, { query: { certNo: 'x' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
    expect(
      (await a.client.get(EMPLOYER_API.verifyCertificate, { query: { certNo } })).body.code,
    ).toBe('102');
    const anonymous = await anonymousClient(t);
    expect(
      (await anonymous.get(EMPLOYER_API.verifyCertificate, { query: { certNo } })).body.code,
    ).toBe('401');
  });

  it('destroys failed applicants’ documents after the retention period, once, and logs it', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const failed = await appliedTo(t, postingId);
    const hired = await appliedTo(t, postingId);
    const waiting = await appliedTo(t, postingId);
    await decide(hr.client, failed.applicationId, 0, 'fail');
    await decide(hr.client, hired.applicationId, 0, 'pass');
    await decide(hr.client, hired.applicationId, 1, 'hire');
    const decidedAt = (await applicationRow(t, failed.applicationId)).decidedAt ?? new Date();
    const days = t.config.applications.retentionDays;
    const logged: object[] = [];
    const deps = {
      db: t.database.db,
      files: t.app.files,
      log: { info: (details: object) => void logged.push(details) },
    };

    expect(
      await destroyExpiredSnapshots(
        deps,
        new Date(decidedAt.getTime() + (days - 1) * DAY_MS),
        days,
      ),
    ).toBe(0);
    const later = new Date(decidedAt.getTime() + (days + 1) * DAY_MS);
    expect(await destroyExpiredSnapshots(deps, later, days)).toBe(1);
    expect(await destroyExpiredSnapshots(deps, later, days)).toBe(0);
    expect(logged).toEqual([{ applicationIds: [failed.applicationId], retentionDays: days }]);

    const row = await applicationRow(t, failed.applicationId);
    expect(row).toMatchObject({ status: 'failed', applicantName: null });
    expect(row.destroyedAt?.getTime()).toBe(later.getTime());
    const snaps = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, failed.applicationId));
    expect(snaps).toHaveLength(0);
    const [pdf] = await t.database.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.saveName, failed.pdf.saveName));
    expect(pdf?.attachedAt).toBeNull();
    const events = await t.database.db
      .select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, failed.applicationId))
      .orderBy(applicationEvent.eventId);
    expect(events.map((e) => e.kind).at(-1)).toBe('destroyed');

    for (const kept of [hired, waiting]) {
      expect((await applicationRow(t, kept.applicationId)).destroyedAt).toBeNull();
    }
    const res = await openApplicant(hr.client, failed.applicationId);
    expect([res.status, res.body.code]).toEqual([410, '202']);
    expect(res.body.message).toContain('파기');
    expect((await decide(hr.client, failed.applicationId, 0, 'pending')).status).toBe(410);
  });
});
