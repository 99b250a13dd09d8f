import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  BANNER_API,
  BANNERS_PER_TARGET,
  OPS_API,
  type Banner,
  type BannerInput,
  type OpsBanner,
} from '@ilteo/contract';
import { operatorAction, promotion, storedFile } from '../../src/db/schema';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { DEMO_BANNERS, demoBannersSeed, writeDemoBannerImages } from '../../src/seed/demo-banners';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { upload } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/** Past the public list's one-minute cache, so a change made behind the service's back shows. */
const CACHE_STEP_MS = 61_000;

/**
 * Banners (issue 24, decision 0044): operators manage the slots, every write
 * audited; everyone reads a target's active banners (shown, in period, a
 * linked promotion still booked), in order, at most BANNERS_PER_TARGET.
 */
describe.each(DATABASE_KINDS)('banners (%s)', (kind) => {
  let t: TestApp;
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const today = () => seoulDate(now());
  let operator: Client;
  let operatorId: string;
  let member: Client;
  let company: Client;

  const guest = async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  };

  const image = async () => (await upload(operator, '배너.png', FIXTURES.png)).saveName;

  const input = async (over: Partial<BannerInput> = {}): Promise<BannerInput> => ({
    target: 'list-top',
    title: '배너',
    imageSaveName: over.imageSaveName ?? (await image()),
    altText: '일터 채용 박람회 안내',
    linkUrl: '/person/main',
    startsOn: addDays(today(), -1),
    endsOn: addDays(today(), 7),
    sortOrder: 0,
    state: 'shown',
    promotionId: null,
    ...over,
  });

  const create = async (client: Client, body: BannerInput) =>
    client.post<{ bannerId: number }>(OPS_API.banners, { payload: body });
  const update = (client: Client, bannerId: number, body: BannerInput) =>
    client.request<OpsBanner>('PUT', OPS_API.banners, {
      query: { bannerId: String(bannerId) },
      payload: body,
    });
  const remove = (client: Client, bannerId: number) =>
    client.request('DELETE', OPS_API.banners, { query: { bannerId: String(bannerId) } });
  const list = async (target: string) => {
    shift += CACHE_STEP_MS;
    return (await guest()).get<Banner[]>(BANNER_API.list, { query: { target } });
  };
  const created = async (over: Partial<BannerInput> = {}) => {
    const res = await create(operator, await input(over));
    if (res.status !== 201) throw new Error(`banner not created: ${res.body.message}`);
    return res.body.data.bannerId;
  };

  async function bookedPromotion(startsOn: string, endsOn: string, product = 'banner-main') {
    const { companyId, postingId } = await createPosting(t.database.db);
    const [row] = await t.database.db
      .insert(promotion)
      .values({ companyId, postingId, product, slot: 1, startsOn, endsOn, price: 0 })
      .returning({ promotionId: promotion.promotionId });
    if (!row) throw new Error('promotion not inserted');
    return row.promotionId;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now });
    const op = await signedInOperator(t.app, t.database, now);
    operator = op.client;
    operatorId = op.userId;
    const user = await createUser(t.database);
    member = await loggedInClient(t.app, user.loginId, user.password);
    company = (await companyMemberOf(t, await createCompany(t.database.db))).client;
  });
  afterAll(() => t.close());

  it('lets only operators manage banners: a visitor logs in first, members and company members 102', async () => {
    const body = await input({ title: '권한 확인' });
    const anonymous = await guest();
    expect((await create(anonymous, body)).status).toBe(401);
    expect((await anonymous.get(OPS_API.banners)).status).toBe(401);
    for (const client of [member, company]) {
      expect((await create(client, body)).body.code).toBe('102');
      expect((await client.get(OPS_API.banners)).body.code).toBe('102');
    }
    const res = await create(operator, body);
    expect(res.status).toBe(201);
    const id = res.body.data.bannerId;
    for (const client of [member, company]) {
      expect((await update(client, id, body)).body.code).toBe('102');
      expect((await remove(client, id)).body.code).toBe('102');
    }
    expect((await remove(anonymous, id)).status).toBe(401);
    const audit = await t.database.db
      .select()
      .from(operatorAction)
      .where(
        and(eq(operatorAction.operatorId, operatorId), eq(operatorAction.action, 'banner-create')),
      );
    expect(audit.some((a) => (a.after as { bannerId?: number } | null)?.bannerId === id)).toBe(
      true,
    );
    // The image is now public: a visitor can load it.
    const file = await anonymous.get(API.cmmn.file, { query: { saveName: body.imageSaveName } });
    expect(file.status).toBe(200);
  });

  it('refuses bad input with a Korean message, never a 500', async () => {
    const saveName = await image();
    const pdf = (await upload(operator, '안내.pdf', FIXTURES.pdf)).saveName;
    const theirs = (await upload(member, '회원.png', FIXTURES.png)).saveName;
    const bad: [Partial<BannerInput> & Record<string, unknown>, RegExp][] = [
      [{ linkUrl: 'javascript:alert(1)' }, /https:\/\/ 주소여야/],
      [{ linkUrl: 'JavaScript:alert(1)' }, /https:\/\/ 주소여야/],
      [{ linkUrl: 'http://example.com/' }, /https:\/\/ 주소여야/],
      [{ linkUrl: '//evil.example/x' }, /https:\/\/ 주소여야/],
      [{ linkUrl: '/\\evil.example' }, /https:\/\/ 주소여야/],
      [{ linkUrl: 'data:text/html,<b>x</b>' }, /https:\/\/ 주소여야/],
      [{ linkUrl: 'person/main' }, /https:\/\/ 주소여야/],
      [{ altText: '   ' }, /대체 텍스트를 입력해 주세요/],
      [{ altText: undefined }, /대체 텍스트를 입력해 주세요/],
      [{ altText: '가'.repeat(151) }, /150자 이하/],
      [{ startsOn: addDays(today(), 3), endsOn: today() }, /종료일은 시작일과 같거나 뒤여야/],
      [{ startsOn: '2026-02-30' }, /올바른 날짜가 아닙니다/],
      [{ target: 'footer' as never }, /배너 위치가 올바르지 않습니다/],
      [{ sortOrder: -1 }, /0 이상의 정수/],
      [{ imageSaveName: '../../etc/passwd' }, /파일 이름이 올바르지 않습니다/],
      [{ imageSaveName: 'a'.repeat(22) + '.png' }, /다시 올려 주세요/],
      [{ imageSaveName: pdf }, /그림 파일/],
      [{ imageSaveName: theirs }, /첨부할 수 없는 파일입니다/],
    ];
    for (const [over, message] of bad) {
      const body = { ...(await input({ imageSaveName: saveName })), ...over };
      const res = await create(operator, body);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await update(operator, 0, await input({ imageSaveName: saveName }))).status).toBe(400);
    expect(
      (await update(operator, 2_000_000_000, await input({ imageSaveName: saveName }))).status,
    ).toBe(404);
    expect((await (await guest()).get(BANNER_API.list, { query: { target: 'x' } })).status).toBe(
      400,
    );
    // An https address and a same-site path are both fine.
    expect(
      (await create(operator, await input({ linkUrl: 'https://example.com/fair' }))).status,
    ).toBe(201);
  });

  it('lists only active banners of the target, in order, at most five, with short cache headers', async () => {
    const target = 'main';
    const ids = {
      third: await created({ target, title: '셋째', sortOrder: 30 }),
      first: await created({ target, title: '첫째', sortOrder: 10 }),
      second: await created({ target, title: '둘째', sortOrder: 20 }),
      hidden: await created({ target, title: '숨김', sortOrder: 1, state: 'hidden' }),
      future: await created({
        target,
        title: '예정',
        sortOrder: 1,
        startsOn: addDays(today(), 2),
        endsOn: addDays(today(), 5),
      }),
      past: await created({
        target,
        title: '지남',
        sortOrder: 1,
        startsOn: addDays(today(), -5),
        endsOn: addDays(today(), -1),
      }),
      app: await created({ target: 'app', title: '앱', sortOrder: 1 }),
    };
    const res = await list(target);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
    expect(res.body.data.map((b) => b.title)).toEqual(['첫째', '둘째', '셋째']);
    const first = res.body.data[0];
    expect(first?.imageUrl).toMatch(/^\/api\/v1\/cmmn\/file\?saveName=/);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['altText', 'bannerId', 'imageUrl', 'linkUrl', 'title'].sort(),
    );
    // The default target is the main page.
    shift += CACHE_STEP_MS;
    expect((await (await guest()).get<Banner[]>(BANNER_API.list)).body.data).toHaveLength(3);

    for (let i = 0; i < BANNERS_PER_TARGET; i++) await created({ target, sortOrder: 40 + i });
    expect((await list(target)).body.data).toHaveLength(BANNERS_PER_TARGET);

    // Hiding, showing and deleting through the console change the list at once.
    const opsList = await operator.get<OpsBanner[]>(OPS_API.banners, { query: { target } });
    const hidden = opsList.body.data.find((b) => b.bannerId === ids.hidden);
    expect(hidden?.active).toBe(false);
    expect(opsList.body.data.find((b) => b.bannerId === ids.first)?.active).toBe(true);
    const first1 = opsList.body.data.find((b) => b.bannerId === ids.first);
    if (!first1) throw new Error('missing');
    const hide = await update(operator, ids.first, {
      ...first1,
      state: 'hidden',
    });
    expect(hide.status).toBe(200);
    expect(hide.body.data.active).toBe(false);
    expect((await list(target)).body.data.map((b) => b.title)).not.toContain('첫째');
    expect((await remove(operator, ids.second)).status).toBe(200);
    expect((await list(target)).body.data.map((b) => b.title)).not.toContain('둘째');
    expect((await remove(operator, ids.second)).status).toBe(404);
    const audit = await t.database.db
      .select({ action: operatorAction.action })
      .from(operatorAction)
      .where(eq(operatorAction.operatorId, operatorId));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['banner-create', 'banner-update', 'banner-delete']),
    );
    expect(ids.app).toBeGreaterThan(0);
  });

  it('releases a replaced or deleted image', async () => {
    const id = await created({ title: '이미지 교체' });
    const row = (await operator.get<OpsBanner[]>(OPS_API.banners)).body.data.find(
      (b) => b.bannerId === id,
    );
    if (!row) throw new Error('missing');
    const next = await image();
    expect((await update(operator, id, { ...row, imageSaveName: next })).status).toBe(200);
    const [old] = await t.database.db
      .select({ attachedAt: storedFile.attachedAt })
      .from(storedFile)
      .where(eq(storedFile.saveName, row.imageSaveName));
    expect(old?.attachedAt).toBeNull();
    expect((await remove(operator, id)).status).toBe(200);
    const [gone] = await t.database.db
      .select({ attachedAt: storedFile.attachedAt })
      .from(storedFile)
      .where(eq(storedFile.saveName, next));
    expect(gone?.attachedAt).toBeNull();
  });

  it('fills a slot with a booked banner promotion, shown only within its period', async () => {
    const target = 'main';
    const running = await bookedPromotion(addDays(today(), -1), addDays(today(), 3));
    const later = await bookedPromotion(addDays(today(), 10), addDays(today(), 20));
    const listTop = await bookedPromotion(today(), addDays(today(), 3), 'list-top');
    const wide = { startsOn: addDays(today(), -1), endsOn: addDays(today(), 30) };
    await created({ target, title: '프로모션 진행', sortOrder: 0, promotionId: running, ...wide });
    await created({ target, title: '프로모션 예정', sortOrder: 0, promotionId: later, ...wide });

    let titles = (await list(target)).body.data.map((b) => b.title);
    expect(titles).toContain('프로모션 진행');
    expect(titles).not.toContain('프로모션 예정');

    // A cancelled promotion takes its banner down.
    await t.database.db
      .update(promotion)
      .set({ state: 'cancelled' })
      .where(eq(promotion.promotionId, running));
    titles = (await list(target)).body.data.map((b) => b.title);
    expect(titles).not.toContain('프로모션 진행');

    // Only a booked banner-main promotion, on the main page.
    const refused: [Partial<BannerInput>, RegExp][] = [
      [{ target, promotionId: running }, /예약된 프로모션만/],
      [{ target, promotionId: listTop }, /메인 배너 프로모션을 찾을 수 없습니다/],
      [{ target, promotionId: 2_000_000_000 }, /메인 배너 프로모션을 찾을 수 없습니다/],
      [{ target: 'app', promotionId: later }, /메인 위치의 배너에만/],
      [{ target, promotionId: 0 }, /프로모션 번호가 올바르지 않습니다/],
    ];
    for (const [over, message] of refused) {
      const res = await create(operator, await input(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('seeds the demo banners with their images, readable by anyone', async () => {
    await t.database.db.transaction((tx) => demoBannersSeed.run(tx));
    await writeDemoBannerImages(t.app.fileStorage);
    // A second run finds the files there and leaves them.
    await writeDemoBannerImages(t.app.fileStorage);
    const rows = (await operator.get<OpsBanner[]>(OPS_API.banners, { query: { target: 'main' } }))
      .body.data;
    for (const demo of DEMO_BANNERS) {
      const row = rows.find((b) => b.imageSaveName === demo.saveName);
      expect(row?.active, demo.title).toBe(true);
      expect(row?.linkUrl.startsWith('/')).toBe(true);
      const file = await (await guest()).get(API.cmmn.file, { query: { saveName: demo.saveName } });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
  });
});
