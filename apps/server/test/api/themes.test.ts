import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  MAX_MAIN_THEMES,
  type Alarm,
  type PaidPosting,
  type PreferenceResult,
  type PrefStatus,
  type ThemeList,
  type ThemePostings,
} from '@ilteo/contract';
import { paidExposure } from '../../src/db/schema';
import type { DemoSeed } from '../../src/seed/demo-seed';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { DEMO_ACCOUNT, demoAccountSeed } from '../../src/seed/demo-account';
import { demoMainPageSeed } from '../../src/seed/demo-main-page';
import { addDays } from '../../src/lib/seoul-date';
import { THEME_CATALOGUE } from '../../src/seed/migration-writers/theme-catalogue';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting, seedPostings } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

/** Noon in Seoul on a YYYY-MM-DD day. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const TODAY = '2026-11-21';
const DEFAULTS = THEME_CATALOGUE.filter((t) => t.isDefault).map((t) => t.themeId);

describe.each(DATABASE_KINDS)('main-page themes and paid postings (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => seoulNoon(TODAY) });
    const db = t.database.db;
    const publicCo = await createCompany(db, { name: '한국테스트공단', companyType: '04' });
    const smallCo = await createCompany(db, { name: '(주)작은테스트', companyType: '06' });
    const open = { openDate: addDays(TODAY, -5), closeDate: addDays(TODAY, 20) };
    ids.publicOpen = (
      await createPosting(db, { companyId: publicCo, title: '공단 사무직', ...open })
    ).postingId;
    ids.publicAlways = (
      await createPosting(db, {
        companyId: publicCo,
        title: '공단 상시 채용',
        openDate: addDays(TODAY, -30),
        closeDate: null,
        closeType: 'always',
      })
    ).postingId;
    ids.publicClosed = (
      await createPosting(db, {
        companyId: publicCo,
        title: '공단 마감된 공고',
        openDate: addDays(TODAY, -30),
        closeDate: addDays(TODAY, -1),
      })
    ).postingId;
    ids.publicClosedEarly = (
      await createPosting(db, {
        companyId: publicCo,
        title: '공단 조기 마감',
        status: 'closed',
        ...open,
      })
    ).postingId;
    ids.publicNotYet = (
      await createPosting(db, {
        companyId: publicCo,
        title: '공단 다음 주 공고',
        openDate: addDays(TODAY, 3),
        closeDate: addDays(TODAY, 30),
      })
    ).postingId;
    ids.smallSoon = (
      await createPosting(db, {
        companyId: smallCo,
        title: '작은 회사 마감 이틀 전',
        openDate: addDays(TODAY, -10),
        closeDate: addDays(TODAY, 2),
      })
    ).postingId;
    ids.smallToday = (
      await createPosting(db, {
        companyId: smallCo,
        title: '작은 회사 오늘 마감',
        openDate: addDays(TODAY, -10),
        closeDate: TODAY,
      })
    ).postingId;
    ids.smallLater = (
      await createPosting(db, {
        companyId: smallCo,
        title: '작은 회사 인턴',
        isIntern: true,
        ...open,
      })
    ).postingId;
  });
  afterAll(() => t.close());

  const themes = (c = createClient(t.app)) => c.get<ThemeList>(API.main.themes);
  const byTheme = (query: Record<string, string>, c = createClient(t.app)) =>
    c.get<ThemePostings[]>(API.main.postingsByTheme, { query });
  const choose = (c: Awaited<ReturnType<typeof loggedInClient>>, themeIds: string[]) =>
    c.request<ThemeList>('PUT', API.main.themeSelection, { payload: { themeIds } });

  async function member() {
    const user = await createUser(t.database);
    return loggedInClient(t.app, user.loginId, user.password);
  }

  it('shows guests every active theme with the defaults selected', async () => {
    const res = await themes();
    expect(res.body.code).toBe('001');
    const list = res.body.data;
    expect(list.themes.map((x) => x.themeId)).toEqual(THEME_CATALOGUE.map((x) => x.themeId));
    expect(list).toMatchObject({ selectedIds: DEFAULTS, customised: false, max: MAX_MAIN_THEMES });
    expect(list.themes.filter((x) => x.selected).map((x) => x.themeId)).toEqual(DEFAULTS);
    expect(list.themes[0]).toMatchObject({ name: '신입 환영' });
  });

  it('lets a member choose up to five themes in their order, and refuses a sixth with 008', async () => {
    const c = await member();
    expect((await themes(c)).body.data.customised).toBe(false);

    const five = ['intern', 'it-dev', 'disability', 'foreign', 'newcomer'];
    const saved = await choose(c, five);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ selectedIds: five, customised: true });
    expect((await themes(c)).body.data.selectedIds).toEqual(five);
    // Guests still see the defaults.
    expect((await themes()).body.data.selectedIds).toEqual(DEFAULTS);

    const six = await choose(c, [...five, 'startup']);
    expect(six.body.code).toBe('008');
    expect(six.body.message).toBe('메인 테마는 최대 5개까지 선택할 수 있습니다.');
    expect((await themes(c)).body.data.selectedIds).toEqual(five);

    const fewer = await choose(c, ['startup', 'intern']);
    expect(fewer.body.data.selectedIds).toEqual(['startup', 'intern']);
    const reset = await choose(c, []);
    expect(reset.body.data).toMatchObject({ selectedIds: DEFAULTS, customised: false });
  });

  it('refuses unknown and repeated theme ids, and anonymous choices', async () => {
    const c = await member();
    await choose(c, ['intern']);
    const unknown = await choose(c, ['intern', 'no-such-theme']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('no-such-theme');
    const repeated = await choose(c, ['intern', 'intern']);
    expect(repeated.status).toBe(400);
    expect((await themes(c)).body.data.selectedIds).toEqual(['intern']);

    const guest = createClient(t.app);
    await guest.get(API.system.health);
    const anonymous = await guest.request('PUT', API.main.themeSelection, {
      payload: { themeIds: ['intern'] },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('401');
  });

  it('gives each theme only its matching open postings', async () => {
    const res = await byTheme({ themeIds: 'public-sector,closing-soon,intern,no-such-theme' });
    expect(res.body.code).toBe('001');
    const [pub, soon, intern, ...rest] = res.body.data;
    expect(rest).toEqual([]);
    expect(pub?.themeId).toBe('public-sector');
    expect(pub?.items.map((p) => p.postingId)).toEqual([ids.publicOpen, ids.publicAlways]);
    expect(pub?.total).toBe(2);
    expect(pub?.items.every((p) => p.status === 'open' && p.company.companyType === '04')).toBe(
      true,
    );
    // 마감 임박: within 3 days, nearest first.
    expect(soon?.items.map((p) => p.postingId)).toEqual([ids.smallToday, ids.smallSoon]);
    expect(intern?.items.map((p) => p.postingId)).toEqual([ids.smallLater]);

    const limited = (await byTheme({ themeIds: 'public-sector', size: '1' })).body.data[0];
    expect(limited?.items).toHaveLength(1);
    expect(limited?.total).toBe(2);
  });

  it('uses the viewer’s themes when none are named', async () => {
    const guest = (await byTheme({})).body.data.map((x) => x.themeId);
    expect(guest).toEqual(DEFAULTS);
    const c = await member();
    await choose(c, ['intern', 'public-sector']);
    const mine = (await byTheme({}, c)).body.data;
    expect(mine.map((x) => x.themeId)).toEqual(['intern', 'public-sector']);
  });

  it('rejects a size over 20', async () => {
    const res = await byTheme({ size: '21' });
    expect(res.status).toBe(400);
  });

  it('shows paid exposures whose period covers today, open postings only, by slot', async () => {
    const db = t.database.db;
    const expose = (
      postingId: number | undefined,
      slot: number,
      startsOn: string,
      endsOn: string,
      placement = 'main-premium',
    ) =>
      db
        .insert(paidExposure)
        .values({ postingId: postingId ?? 0, placement, slot, startsOn, endsOn })
        .returning({ exposureId: paidExposure.exposureId });
    const [startsToday] = await expose(ids.publicOpen, 3, TODAY, addDays(TODAY, 6));
    const [endsToday] = await expose(ids.smallSoon, 1, addDays(TODAY, -6), TODAY);
    await expose(ids.smallLater, 2, addDays(TODAY, -7), addDays(TODAY, -1)); // ended yesterday
    await expose(ids.publicAlways, 0, addDays(TODAY, 1), addDays(TODAY, 7)); // starts tomorrow
    await expose(ids.publicClosed, 0, addDays(TODAY, -3), addDays(TODAY, 3)); // posting closed
    await expose(ids.smallToday, 0, addDays(TODAY, -3), addDays(TODAY, 3), 'main-focus');

    const res = await createClient(t.app).get<PaidPosting[]>(API.main.postingsByPaidService, {
      query: { placement: 'main-premium' },
    });
    expect(res.body.code).toBe('001');
    expect(res.body.data.map((p) => [p.exposureId, p.slot, p.posting.postingId])).toEqual([
      [endsToday?.exposureId, 1, ids.smallSoon],
      [startsToday?.exposureId, 3, ids.publicOpen],
    ]);
    const focus = await createClient(t.app).get<PaidPosting[]>(API.main.postingsByPaidService, {
      query: { placement: 'main-focus', size: '5' },
    });
    expect(focus.body.data.map((p) => p.posting.postingId)).toEqual([ids.smallToday]);
    const bad = await createClient(t.app).get(API.main.postingsByPaidService, {
      query: { placement: 'sidebar' },
    });
    expect(bad.status).toBe(400);
  });
});

describe.each(DATABASE_KINDS)('the demo member’s main page (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const postings: DemoSeed = {
      name: 'test-postings',
      run: async (tx) => {
        await seedPostings(tx, { count: 600 });
      },
    };
    await seedDemoData(t.database.db, [demoAccountSeed, postings, demoMainPageSeed]);
  });
  afterAll(() => t.close());

  it('has something in every block', async () => {
    const demo = await loggedInClient(t.app, DEMO_ACCOUNT.loginId, DEMO_ACCOUNT.password);
    const list = (await demo.get<ThemeList>(API.main.themes)).body.data;
    expect(list).toMatchObject({ customised: true });
    expect(list.selectedIds).toHaveLength(MAX_MAIN_THEMES);
    const themed = (await demo.get<ThemePostings[]>(API.main.postingsByTheme)).body.data;
    expect(themed.map((x) => x.themeId)).toEqual(list.selectedIds);
    expect(themed.every((x) => x.items.length > 0)).toBe(true);
    const paid = await demo.get<PaidPosting[]>(API.main.postingsByPaidService);
    expect(paid.body.data.length).toBeGreaterThan(0);

    const status = (await demo.get<PrefStatus>(API.person.recrtPrefStatus)).body.data;
    expect(status.configured).toBe(true);
    expect(status.total).toBeGreaterThan(0);
    const matches = (await demo.get<PreferenceResult>(API.person.recrtPreference)).body.data;
    expect(matches.items[0]?.reasons.length).toBeGreaterThan(0);

    const alarms = (await demo.get<Alarm[]>(API.main.alarms)).body.data;
    // Only real alarms: the closing alarms of its watched postings (the other kinds come from their areas' seeds).
    expect(new Set(alarms.map((a) => a.kind))).toEqual(new Set(['posting-closing']));
    expect(alarms.every((a) => a.link === null || a.link.startsWith('/person/'))).toBe(true);
    expect((await demo.get<{ hasUnread: boolean }>(API.main.alarmsHasUnread)).body.data).toEqual({
      hasUnread: true,
    });
  });
});
