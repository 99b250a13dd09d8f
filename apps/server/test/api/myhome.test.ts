import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MY_HOME_LIMITS, type CalendarResult, type MyHomeDashboard } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { contentInterest } from '../../src/db/schema';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/** Noon in Seoul on a YYYY-MM-DD day. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const TODAY = '2026-11-21';
const ymd = (day: string) => day.replace(/-/g, '');

describe.each(DATABASE_KINDS)('my home: dashboard and calendar (%s)', (kind) => {
  let t: TestApp;
  let seeker: Client;
  let seekerId: string;
  let other: Client;
  let company: Client;
  let operator: Client;
  let guest: Client;
  const ids: Record<string, number> = {};
  let certCode: string;
  let langCode: string;

  const mark = (userId: string, contentType: string, contentId: string) =>
    t.database.db.insert(contentInterest).values({ userId, contentType, contentId });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => seoulNoon(TODAY) });
    const db = t.database.db;
    const user = await createUser(t.database);
    seekerId = user.userId;
    seeker = await loggedInClient(t.app, user.loginId, user.password);
    const second = await createUser(t.database);
    other = await loggedInClient(t.app, second.loginId, second.password);
    const companyUser = await createUser(t.database, { role: 'company' });
    company = await loggedInClient(t.app, companyUser.loginId, companyUser.password);
    operator = (await signedInOperator(t.app, t.database, () => seoulNoon(TODAY))).client;
    guest = createClient(t.app);
    await guest.get(API.system.health);

    const companyId = await createCompany(db, { name: '(주)마이홈테스트' });
    const posting = async (title: string, closeDate: string, extra = {}) =>
      (
        await createPosting(db, {
          companyId,
          title,
          openDate: addDays(TODAY, -5),
          closeDate,
          createdAt: seoulNoon(addDays(TODAY, -5)),
          ...extra,
        })
      ).postingId;
    ids.today = await posting('오늘 마감 공고', TODAY);
    ids.inThree = await posting('사흘 뒤 마감 공고', addDays(TODAY, 3));
    ids.inFour = await posting('나흘 뒤 마감 공고', addDays(TODAY, 4));
    ids.past = await posting('지난주 마감 공고', addDays(TODAY, -7));
    ids.closedEarly = await posting('조기 마감 공고', addDays(TODAY, 2), { status: 'closed' });
    ids.unwatched = await posting('관심 없는 공고', addDays(TODAY, 1));
    for (const id of [ids.today, ids.inThree, ids.inFour, ids.past, ids.closedEarly]) {
      await mark(seekerId, 'posting', String(id));
    }

    // One certificate and one language test with rounds of our own (the loaded ones removed).
    const [cert] = await selectRows<{ code: string }>(
      db,
      sql`select code from certificate order by code limit 1`,
    );
    const [lang] = await selectRows<{ code: string }>(
      db,
      sql`select code from language_test order by code limit 1`,
    );
    certCode = String(cert?.code);
    langCode = String(lang?.code);
    await db.execute(sql`delete from exam_round where cert_code = ${certCode}`);
    await db.execute(sql`delete from language_test_session where test_code = ${langCode}`);
    await db.execute(sql`insert into exam_round (cert_code, year, round,
        written_reg_start, written_reg_end, written_exam_start, written_exam_end, sample)
      values (${certCode}, 2026, 4, '2026-11-23', '2026-11-26', '2026-12-05', '2026-12-07', false)`);
    await db.execute(sql`insert into language_test_session (test_code, test_date, reg_start,
        reg_end, late_reg_end, sample)
      values (${langCode}, '2026-12-13', '2026-11-10', '2026-11-30', '2026-12-03', false)`);
    await mark(seekerId, 'certificate', certCode);
    await mark(seekerId, 'language-test', langCode);
  });
  afterAll(async () => {
    await t.close();
  });

  const calendar = (c: Client, from: string, to: string) =>
    c.get<CalendarResult>(API.myHome.calendar, { query: { from, to } });

  it('asks visitors to log in (401), and refuses company members and operators (102)', async () => {
    for (const res of [
      await guest.get(API.myHome.dashboard),
      await calendar(guest, '20261101', '20261130'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    }
    for (const c of [company, operator]) {
      expect((await c.get(API.myHome.dashboard)).body.code).toBe('102');
      expect((await calendar(c, '20261101', '20261130')).body.code).toBe('102');
    }
  });

  it('lists watched postings closing today to three days ahead, open ones only', async () => {
    const res = await seeker.get<MyHomeDashboard>(API.myHome.dashboard);
    expect(res.body.code).toBe('001');
    const data = res.body.data;
    expect(data.today).toBe(TODAY);
    expect(data.closingSoon.map((p) => p.postingId)).toEqual([ids.today, ids.inThree]);
    expect(data.closingSoon.every((p) => p.interested)).toBe(true);
    // No applications yet: real counts, all zero (applications-member.test.ts counts some).
    expect(data.applications).toEqual({
      available: true,
      counts: { applied: 0, viewed: 0, passed: 0, failed: 0 },
      total: 0,
      offers: 0,
    });
    expect(data.resume).toEqual({ count: 0, primary: null });
    expect(data.preferredMatches).toEqual({ configured: false, total: 0, newCount: 0, items: [] });
    expect(data.recentlyViewed).toEqual([]);
  });

  it('remembers the postings a member opens, latest first, and only theirs', async () => {
    for (const id of [ids.unwatched, ids.today, ids.unwatched]) {
      expect((await seeker.post(API.recruit.view, { payload: { postingId: id } })).body.code).toBe(
        '001',
      );
    }
    // A visitor's view is counted but remembered for nobody.
    await guest.post(API.recruit.view, { payload: { postingId: ids.inFour } });
    const mine = (await seeker.get<MyHomeDashboard>(API.myHome.dashboard)).body.data;
    expect(mine.recentlyViewed.map((p) => p.postingId)).toEqual([ids.unwatched, ids.today]);
    expect(mine.recentlyViewed[1]?.interested).toBe(true);
    const theirs = (await other.get<MyHomeDashboard>(API.myHome.dashboard)).body.data;
    expect(theirs.recentlyViewed).toEqual([]);
    expect(theirs.closingSoon).toEqual([]);
  });

  it(`keeps only the last ${MY_HOME_LIMITS.viewHistoryKept} viewed postings`, async () => {
    const user = await createUser(t.database);
    const reader = await loggedInClient(t.app, user.loginId, user.password);
    const companyId = await createCompany(t.database.db);
    const many: number[] = [];
    for (let i = 0; i < MY_HOME_LIMITS.viewHistoryKept + 2; i++) {
      many.push((await createPosting(t.database.db, { companyId, title: `공고 ${i}` })).postingId);
    }
    for (const id of many) await reader.post(API.recruit.view, { payload: { postingId: id } });
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from posting_view_history where member_id = ${user.userId}`,
    );
    expect(rows[0]?.n).toBe(MY_HOME_LIMITS.viewHistoryKept);
    const shown = (await reader.get<MyHomeDashboard>(API.myHome.dashboard)).body.data;
    expect(shown.recentlyViewed.map((p) => p.postingId)).toEqual(
      many.slice(-MY_HOME_LIMITS.recentlyViewedItems).reverse(),
    );
  });

  it('puts close, registration and exam dates of watched items on the calendar, by date', async () => {
    const res = await calendar(seeker, '20261101', '20261231');
    expect(res.body.code).toBe('001');
    const events = res.body.data.events;
    expect(res.body.data.today).toBe('20261121');
    const dates = events.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
    const brief = events.map((e) => `${e.date} ${e.kind} ${e.contentKind}:${e.contentId}`);
    expect(brief).toEqual([
      `20261110 lang-registration language-test:${langCode}`,
      `20261114 posting-close posting:${ids.past}`,
      `20261121 posting-close posting:${ids.today}`,
      `20261123 cert-registration certificate:${certCode}`,
      `20261124 posting-close posting:${ids.inThree}`,
      `20261125 posting-close posting:${ids.inFour}`,
      `20261126 cert-registration certificate:${certCode}`,
      `20261130 lang-registration language-test:${langCode}`,
      `20261203 lang-registration language-test:${langCode}`,
      `20261205 cert-exam certificate:${certCode}`,
      `20261213 lang-exam language-test:${langCode}`,
    ]);
    const posting = events.find((e) => e.contentId === String(ids.today));
    expect(posting?.path).toBe(`/person/recrtinfo/detail?postingId=${ids.today}`);
    expect(posting?.title).toContain('오늘 마감 공고');
    const exam = events.find((e) => e.kind === 'cert-exam');
    expect(exam?.path).toBe(`/person/certi-lang/certi/detail?code=${certCode}`);
    expect(exam?.title).toContain('필기 시험 (~12.7)');
    expect(exam?.title).toContain('2026년 4회');
  });

  it('shows only the range asked for', async () => {
    const res = await calendar(seeker, ymd(TODAY), ymd(TODAY));
    expect(res.body.data.events.map((e) => e.contentId)).toEqual([String(ids.today)]);
  });

  it('shows each member only their own marks', async () => {
    const res = await calendar(other, '20261101', '20261231');
    expect(res.body.code).toBe('001');
    expect(res.body.data.events).toEqual([]);
  });

  it.each([
    [{ from: '20261101', to: '20270115' }, '62일'],
    [{ from: '20261130', to: '20261101' }, '종료일이 시작일보다 빠릅니다'],
    [{ from: '2026-11-01', to: '20261130' }, '시작일'],
    [{ from: '20261101', to: '20261131' }, '없는 날짜'],
    [{ from: '20261301', to: '20261130' }, '시작일'],
    [{ from: '20261101' }, '종료일'],
  ])('refuses a bad range %j with a field message', async (query, message) => {
    const res = await seeker.get(API.myHome.calendar, { query });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toContain(message);
  });

  it('accepts exactly 62 days', async () => {
    const res = await calendar(seeker, '20261101', '20270101');
    expect(res.body.code).toBe('001');
  });
});
