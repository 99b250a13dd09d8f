import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Alarm, type PreferenceCondition } from '@ilteo/contract';
import { openDatabase, selectRows, type DatabaseHandle } from '../../src/db/client';
import { addDays } from '../../src/lib/seoul-date';
import { listOutbox } from '../../src/modules/mail/outbox-reader';
import { runSavedSearchAlerts } from '../../src/modules/myhome';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const TODAY = '2026-11-21';
/** 09:00 in Seoul on a YYYY-MM-DD day (after the 08:00 run time). */
const seoulNine = (day: string) => new Date(`${day}T00:00:00Z`);

const CONDITION: PreferenceCondition = {
  jobs: ['024001'],
  regions: ['11680'],
  employmentTypes: [],
  salaryMin: null,
  careerType: 'Z',
  careerYears: null,
  preferentials: [],
  dailyAlert: true,
  alertMail: true,
};

type Client = Awaited<ReturnType<typeof loggedInClient>>;

async function member(t: TestApp, condition: PreferenceCondition) {
  const user = await createUser(t.database);
  const client = await loggedInClient(t.app, user.loginId, user.password);
  const saved = await client.request<{ condition: PreferenceCondition }>(
    'PUT',
    API.recruit.prefCondition,
    { payload: condition },
  );
  expect(saved.body.code).toBe('003');
  return { user, client };
}

const alarmsOf = async (c: Client) =>
  (await c.get<Alarm[]>(API.main.alarms)).body.data.filter((a) => a.kind === 'saved-search');

describe.each(DATABASE_KINDS)('daily saved-search alert (%s)', (kind) => {
  let t: TestApp;
  let now = seoulNine(TODAY);
  let companyId: number;

  /** A matching posting (백엔드, 강남) created `hoursAgo` before `at`, opened that Seoul day. */
  const matching = async (at: Date, hoursAgo: number, title: string) => {
    const created = new Date(at.getTime() - hoursAgo * 3_600_000);
    return (
      await createPosting(t.database.db, {
        companyId,
        title,
        jobCodes: ['024001'],
        regionCodes: ['11680'],
        openDate: addDays(TODAY, -1),
        closeDate: addDays(TODAY, 30),
        createdAt: created,
      })
    ).postingId;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
    companyId = await createCompany(t.database.db, { name: '(주)알림테스트' });
    // Old enough not to be new for anyone.
    await createPosting(t.database.db, {
      companyId,
      jobCodes: ['024001'],
      regionCodes: ['11680'],
      openDate: addDays(TODAY, -10),
      createdAt: new Date(seoulNine(TODAY).getTime() - 10 * 86_400_000),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the new switches with the conditions, off when not given', async () => {
    const { client } = await member(t, { ...CONDITION, dailyAlert: false, alertMail: true });
    const stored = await client.get<{ condition: PreferenceCondition }>(API.recruit.prefCondition);
    // A mail goes only with the daily alarm.
    expect(stored.body.data.condition).toMatchObject({ dailyAlert: false, alertMail: false });
    const { dailyAlert: _d, alertMail: _m, ...old } = CONDITION;
    const legacy = await client.request<{ condition: PreferenceCondition }>(
      'PUT',
      API.recruit.prefCondition,
      { payload: old },
    );
    expect(legacy.body.data.condition).toMatchObject({ dailyAlert: false, alertMail: false });
  });

  it('sends one alarm with the count for two new matches, and one mail; a second run sends none', async () => {
    const alerted = await member(t, CONDITION);
    const quiet = await member(t, { ...CONDITION, dailyAlert: false, alertMail: false });
    await matching(now, 12, '새 백엔드 공고 1');
    await matching(now, 6, '새 백엔드 공고 2');

    const first = await runSavedSearchAlerts(t.app, now);
    expect(first.alarms).toBeGreaterThanOrEqual(1);
    const alarms = await alarmsOf(alerted.client);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]?.message).toBe('맞춤 채용 조건에 맞는 새 공고가 2건 있습니다.');
    expect(alarms[0]?.link).toBe('/person/pref-recrt/index');
    expect(await alarmsOf(quiet.client)).toEqual([]);
    const mails = (await listOutbox(t.config.mail.outboxDir)).filter(
      (m) => m.to.includes(alerted.user.email ?? '-') && m.subject.includes('맞춤 채용'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('2건');
    expect(mails[0]?.text).toContain('/person/pref-recrt/index');

    const again = await runSavedSearchAlerts(t.app, new Date(now.getTime() + 3_600_000));
    expect(again).toEqual({ claimed: 0, alarms: 0, mails: 0 });
    expect(await alarmsOf(alerted.client)).toHaveLength(1);
  });

  it('counts only postings new since the last alert on the next day, and sends no mail unless chosen', async () => {
    const noMail = await member(t, { ...CONDITION, alertMail: false });
    await runSavedSearchAlerts(t.app, now);
    const before = (await listOutbox(t.config.mail.outboxDir, 100)).length;
    expect(await alarmsOf(noMail.client)).toHaveLength(1);

    now = seoulNine(addDays(TODAY, 1));
    await matching(now, 2, '다음 날 새 공고');
    await runSavedSearchAlerts(t.app, now);
    const alarms = await alarmsOf(noMail.client);
    expect(alarms).toHaveLength(2);
    expect(alarms[0]?.message).toBe('맞춤 채용 조건에 맞는 새 공고가 1건 있습니다.');
    const mails = (await listOutbox(t.config.mail.outboxDir, 100)).filter((m) =>
      m.to.includes(noMail.user.email ?? '-'),
    );
    expect(mails).toEqual([]);
    expect((await listOutbox(t.config.mail.outboxDir, 100)).length).toBeGreaterThan(before);
    now = seoulNine(TODAY);
  });

  it('records the day even when nothing matched, and sends nothing', async () => {
    const nothing = await member(t, { ...CONDITION, jobs: ['023001'], regions: ['26350'] });
    await runSavedSearchAlerts(t.app, now);
    expect(await alarmsOf(nothing.client)).toEqual([]);
    const runs = await selectRows<{ match_count: number }>(
      t.database.db,
      sql`select match_count from saved_search_alert_run where member_id = ${nothing.user.userId}`,
    );
    expect(runs).toEqual([{ match_count: 0 }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('daily saved-search alert on two nodes', () => {
  let primary: DatabaseHandle & { url?: string };
  let secondPool: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const now = seoulNine(TODAY);

  beforeAll(async () => {
    primary = await createTestDatabase('postgres');
    secondPool = await openDatabase({ url: primary.url, poolSize: 3 });
    a = await createTestApp('postgres', { database: primary, clock: () => now });
    b = await createTestApp('postgres', { database: secondPool, clock: () => now });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await secondPool.close();
    await primary.close();
  });

  it('sends one alarm when both nodes run at once', async () => {
    const { user, client } = await member(a, { ...CONDITION, alertMail: false });
    const companyId = await createCompany(primary.db);
    for (const title of ['두 노드 공고 1', '두 노드 공고 2']) {
      await createPosting(primary.db, {
        companyId,
        title,
        jobCodes: ['024001'],
        regionCodes: ['11680'],
        openDate: addDays(TODAY, -1),
        createdAt: new Date(now.getTime() - 3_600_000),
      });
    }
    const [ranA, ranB] = await Promise.all([
      runSavedSearchAlerts(a.app, now),
      runSavedSearchAlerts(b.app, now),
    ]);
    expect(ranA.claimed + ranB.claimed).toBe(1);
    const rows = await selectRows<{ n: number }>(
      primary.db,
      sql`select count(*)::int as n from alarm where user_id = ${user.userId} and kind = 'saved-search'`,
    );
    expect(rows[0]?.n).toBe(1);
    expect((await alarmsOf(client)).map((x) => x.message)).toEqual([
      '맞춤 채용 조건에 맞는 새 공고가 2건 있습니다.',
    ]);
  });
});
