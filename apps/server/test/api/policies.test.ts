import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Alarm, type PreferenceCondition, type UploadedFile } from '@ilteo/contract';
import { storedFile } from '../../src/db/schema';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { createPosting } from '../helpers/postings';
import { signedInOperator } from '../helpers/operators';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;
type Caller = 'owner' | 'other' | 'company' | 'operator' | 'anonymous';

const CONDITION: PreferenceCondition = {
  jobs: ['024001'],
  regions: ['11680'],
  employmentTypes: ['10'],
  salaryMin: 4000,
  careerType: 'N',
  careerYears: null,
  preferentials: ['08'],
  dailyAlert: false,
  alertMail: false,
};
const PUSH = { pushToken: 'fcm-token-policy', deviceId: 'android-policy-1', platform: 'android' };

/**
 * Decision 0026: every personal endpoint asks its module's policy. For each,
 * the owner, another member, a company member, an operator and a visitor.
 * Job-seeker records (alarms, 맞춤 채용, themes) are job seekers' own; an
 * account's profile and login info are its owner's whatever the role; a
 * personal file is its owner's whoever knows its name.
 */
describe.each(DATABASE_KINDS)('policies of personal endpoints (%s)', (kind) => {
  let t: TestApp;
  const callers = {} as Record<Caller, Client>;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await createUser(t.database);
    const other = await createUser(t.database);
    const company = await createUser(t.database, { role: 'company' });
    ownerId = owner.userId;
    callers.owner = await loggedInClient(t.app, owner.loginId, owner.password);
    callers.other = await loggedInClient(t.app, other.loginId, other.password);
    callers.company = await loggedInClient(t.app, company.loginId, company.password);
    callers.operator = (await signedInOperator(t.app, t.database, () => new Date())).client;
    callers.anonymous = createClient(t.app);
    await callers.anonymous.get(API.system.health);
    await t.app.alarms.applicationStatusChanged(t.database.db, {
      userId: owner.userId,
      applicationId: 1,
      companyName: '(주)정책테스트',
      postingTitle: '백엔드 개발자',
      statusLabel: '서류 합격',
    });
    await callers.owner.request('PUT', API.recruit.prefCondition, { payload: CONDITION });
  });
  afterAll(() => t.close());

  const codes = async (call: (c: Client) => Promise<{ body: { code: string } }>) => {
    const out = {} as Record<Caller, string>;
    for (const caller of Object.keys(callers) as Caller[]) {
      out[caller] = (await call(callers[caller])).body.code;
    }
    return out;
  };

  /** Job seekers' own records: company members and operators 102, a visitor 401 (refresh, then login). */
  const SEEKER_ONLY = {
    owner: '001',
    other: '001',
    company: '102',
    operator: '102',
    anonymous: '401',
  };
  /** Any account's own: a visitor 401. */
  const ANY_ACCOUNT = {
    owner: '001',
    other: '001',
    company: '001',
    operator: '001',
    anonymous: '401',
  };

  it.each([
    ['GET alarms', (c: Client) => c.get(API.main.alarms)],
    ['GET alarms/has-unread', (c: Client) => c.get(API.main.alarmsHasUnread)],
    [
      'PATCH alarms read',
      (c: Client) => c.request('PATCH', API.main.alarmsMarkRead, { query: { all: 'Y' } }),
    ],
    ['GET preference condition', (c: Client) => c.get(API.recruit.prefCondition)],
    ['GET preference matches', (c: Client) => c.get(API.person.recrtPreference)],
    ['GET preference status', (c: Client) => c.get(API.person.recrtPrefStatus)],
    ['POST preference seen', (c: Client) => c.post(API.recruit.prefSeen)],
  ])('%s: job seekers only', async (_name, call) => {
    expect(await codes(call)).toEqual(SEEKER_ONLY);
  });

  it.each([
    [
      'PUT main themes',
      (c: Client) => c.request('PUT', API.main.themeSelection, { payload: { themeIds: [] } }),
    ],
    [
      'PUT preference condition',
      (c: Client) =>
        c.request('PUT', API.recruit.prefCondition, { payload: { ...CONDITION, salaryMin: 5000 } }),
    ],
  ])('%s: job seekers only, each changing their own (003)', async (_name, call) => {
    expect(await codes(call)).toEqual({ ...SEEKER_ONLY, owner: '003', other: '003' });
  });

  it.each([
    ['GET my profile', (c: Client) => c.get(API.cmmn.personUserInfo)],
    ['GET login info', (c: Client) => c.get(API.auth.userInfo)],
    ['POST push token', (c: Client) => c.post(API.auth.pushToken, { payload: PUSH })],
  ])('%s: any account, its own', async (_name, call) => {
    expect(await codes(call)).toEqual(ANY_ACCOUNT);
  });

  it('관심 marks and the watch list: job seekers only, each their own', async () => {
    const { postingId } = await createPosting(t.database.db);
    const mark = { contentType: 'posting', contentId: String(postingId), interested: true };
    expect(await codes((c) => c.post(API.person.contentInterestChange, { payload: mark }))).toEqual(
      SEEKER_ONLY,
    );
    expect(
      await codes((c) =>
        c.get(API.person.contentInterestList, { query: { contentType: 'posting' } }),
      ),
    ).toEqual(SEEKER_ONLY);
  });

  it('reports: job seekers and company members, not operators (601)', async () => {
    const { postingId } = await createPosting(t.database.db);
    const report = {
      targetType: 'posting',
      targetId: String(postingId),
      reason: 'other',
      detail: '정책 확인용 신고입니다.',
    };
    expect(await codes((c) => c.post(API.person.report, { payload: report }))).toEqual({
      owner: '601',
      other: '601',
      company: '601',
      operator: '102',
      anonymous: '401',
    });
  });

  it("never shows the owner's records to another member", async () => {
    const stranger = await createUser(t.database);
    const other = await loggedInClient(t.app, stranger.loginId, stranger.password);
    const alarms = async (c: Client) => (await c.get<Alarm[]>(API.main.alarms)).body.data;
    expect(await alarms(callers.owner)).toHaveLength(1);
    expect(await alarms(other)).toEqual([]);
    const condition = async (c: Client) =>
      (await c.get<{ condition: PreferenceCondition | null }>(API.recruit.prefCondition)).body.data
        .condition;
    expect((await condition(callers.owner))?.jobs).toEqual(CONDITION.jobs);
    expect(await condition(other)).toBeNull();
    const loginIds = await Promise.all(
      (['owner', 'other', 'company', 'operator'] as const).map(
        async (c) =>
          (await callers[c].get<{ loginId: string }>(API.auth.userInfo)).body.data.loginId,
      ),
    );
    expect(new Set(loginIds).size).toBe(4);
  });

  it('reads a personal file for its owner only, whatever the saveName, attached or not', async () => {
    const body = multipart([{ filename: 'resume.png', content: FIXTURES.png }]);
    const up = await callers.owner.post<UploadedFile[]>(API.cmmn.uploadFile, {
      payload: body.payload,
      headers: body.headers,
    });
    const saveName = up.body.data[0]?.saveName ?? '';
    const download = (c: Client) => c.get(API.cmmn.file, { query: { saveName } });
    const expected = { owner: '', other: '102', company: '102', operator: '102', anonymous: '403' };
    const read = async () => {
      const out = {} as Record<Caller, string>;
      for (const caller of Object.keys(callers) as Caller[]) {
        const res = await download(callers[caller]);
        out[caller] = res.status === 200 ? '' : res.body.code;
      }
      return out;
    };
    expect(await read()).toEqual(expected);
    // Attached to a personal record (a résumé): still the owner's alone.
    await t.database.db.transaction((tx) => t.app.files.attach(tx, ownerId, [saveName]));
    expect(await read()).toEqual(expected);
    // Attached to public content instead: anyone may read it.
    await t.database.db
      .update(storedFile)
      .set({ visibility: 'public' })
      .where(eq(storedFile.saveName, saveName));
    expect(await read()).toEqual({
      owner: '',
      other: '',
      company: '',
      operator: '',
      anonymous: '',
    });
  });

  it('attaches public content files as public', async () => {
    const body = multipart([{ filename: 'post-image.png', content: FIXTURES.png }]);
    const up = await callers.owner.post<UploadedFile[]>(API.cmmn.uploadFile, {
      payload: body.payload,
      headers: body.headers,
    });
    const saveName = up.body.data[0]?.saveName ?? '';
    await t.database.db.transaction((tx) => t.app.files.attach(tx, ownerId, [saveName], 'public'));
    const res = await callers.anonymous.get(API.cmmn.file, { query: { saveName } });
    expect(res.status).toBe(200);
  });
});
