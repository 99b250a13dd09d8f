import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  EMPLOYER_API,
  OPS_API,
  type PaidPosting,
  type Page,
  type Promotion,
  type PromotionSlots,
  type Sale,
} from '@ilteo/contract';
import { appUser, promotion, sale } from '../../src/db/schema';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const TODAY = '2026-12-01';
/** Noon in Seoul on TODAY. */
const NOW = new Date(`${TODAY}T03:00:00Z`);

type Client = ReturnType<typeof createClient>;

/**
 * Promotions (issue 24, decision 0040): a company books a posting into a
 * product's slot (1101 on any overlap, also under concurrent bookings),
 * withdraws it (1102 while an invoice stands), and its posting reaches the
 * main page's paid block once an operator marks the invoice paid.
 */
describe.each(DATABASE_KINDS)('promotions (%s)', (kind) => {
  let t: TestApp;
  let companyA: number;
  let companyB: number;
  let postingA: number;
  let postingA2: number;
  let postingB: number;
  let closedA: number;
  let a: Client;
  let b: Client;

  const book = (client: Client, body: Record<string, unknown>) =>
    client.post<Promotion>(EMPLOYER_API.promotions, { payload: body });
  const period = (from: number, to: number) => ({
    startsOn: addDays(TODAY, from),
    endsOn: addDays(TODAY, to),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => NOW });
    const db = t.database.db;
    const open = { openDate: addDays(TODAY, -3), closeDate: addDays(TODAY, 120) };
    companyA = await createCompany(db, { name: '(주)노출테스트' });
    companyB = await createCompany(db, { name: '(주)다른회사' });
    postingA = (await createPosting(db, { companyId: companyA, title: '노출할 공고', ...open }))
      .postingId;
    postingA2 = (await createPosting(db, { companyId: companyA, title: '두번째 공고', ...open }))
      .postingId;
    postingB = (await createPosting(db, { companyId: companyB, title: '다른 회사 공고', ...open }))
      .postingId;
    closedA = (
      await createPosting(db, {
        companyId: companyA,
        title: '마감된 공고',
        openDate: addDays(TODAY, -30),
        closeDate: addDays(TODAY, -1),
      })
    ).postingId;
    a = (await companyMemberOf(t, companyA)).client;
    b = (await companyMemberOf(t, companyB)).client;
  });
  afterAll(() => t.close());

  it('refuses visitors (401), job seekers and operators (102); operators’ paths refuse companies', async () => {
    const anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    expect((await anonymous.get(EMPLOYER_API.promotions)).body.code).toBe('401');
    expect(
      (
        await book(anonymous, {
          postingId: postingA,
          product: 'highlight',
          slot: 1,
          ...period(1, 2),
        })
      ).body.code,
    ).toBe('401');
    const seeker = await createUser(t.database);
    const member = await loggedInClient(t.app, seeker.loginId, seeker.password);
    expect((await member.get(EMPLOYER_API.promotions)).body.code).toBe('102');
    expect((await member.get(EMPLOYER_API.credits)).body.code).toBe('102');
    expect(
      (await book(member, { postingId: postingA, product: 'highlight', slot: 1, ...period(1, 2) }))
        .body.code,
    ).toBe('102');
    const operator = await signedInOperator(t.app, t.database, () => NOW);
    expect((await operator.client.get(EMPLOYER_API.packages)).body.code).toBe('102');
    expect((await a.get(OPS_API.promotions)).body.code).toBe('102');
    expect((await a.get(OPS_API.sales)).body.code).toBe('102');
    expect((await anonymous.get(OPS_API.sales)).body.code).toBe('403');
  });

  it('lets pending (702) and locked (703) company members nowhere near it', async () => {
    const pending = await createUser(t.database, { role: 'company', status: 'pending' });
    const login = async (loginId: string, password: string) => {
      const client = createClient(t.app);
      await client.get(API.system.health);
      return client.post(API.session.login, {
        payload: { loginId, password },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
    };
    expect((await login(pending.loginId, pending.password)).body.code).toBe('702');
    const { user, client } = await companyMemberOf(t, companyA);
    expect((await client.get(EMPLOYER_API.credits)).body.code).toBe('001');
    await t.database.db
      .update(appUser)
      .set({ status: 'locked' })
      .where(eq(appUser.userId, user.userId));
    expect((await login(user.loginId, user.password)).body.code).toBe('703');
    // The session it already had ends with the lock.
    expect((await client.get(EMPLOYER_API.credits)).body.code).toBe('404');
  });

  it('answers bad input with 400 and a Korean message, another company’s posting with 102', async () => {
    const good = { postingId: postingA, product: 'list-top', slot: 1, ...period(1, 7) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, slot: 0 }, '구좌'],
      [{ ...good, slot: 6 }, '구좌'],
      [{ ...good, product: 'billboard' }, '상품'],
      [{ ...good, startsOn: '2026-02-30' }, '날짜'],
      [{ ...good, startsOn: 'tomorrow' }, '형식'],
      [{ ...good, ...period(5, 4) }, '종료일'],
      [{ ...good, ...period(-1, 3) }, '시작일'],
      [{ ...good, ...period(181, 185) }, '시작일'],
      [{ ...good, ...period(1, 91) }, '90일'],
      [{ ...good, postingId: closedA }, '진행 중인 공고'],
      [{ ...good, postingId: 'one' }, 'postingId'],
    ];
    for (const [body, word] of cases) {
      const res = await book(a, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, '202']);
      expect(res.body.message).toContain(word);
    }
    const foreign = await book(a, { ...good, postingId: postingB });
    expect([foreign.status, foreign.body.code]).toEqual([403, '102']);
    expect(await t.database.db.select().from(promotion)).toHaveLength(0);
  });

  it('books with an invoice, refuses overlaps both ways (1101), and shows it once paid', async () => {
    const first = await book(a, {
      postingId: postingA,
      product: 'main-premium',
      slot: 2,
      ...period(0, 9),
    });
    expect([first.status, first.body.code]).toEqual([201, '002']);
    const booked = first.body.data;
    expect(booked).toMatchObject({
      product: 'main-premium',
      price: 10 * 50_000,
      funding: 'sale',
      live: false,
      state: 'booked',
    });
    expect(booked.sale?.invoiceNo).toMatch(/^IL20261201\d{6}$/);
    const [invoice] = await t.database.db
      .select()
      .from(sale)
      .where(eq(sale.promotionId, booked.promotionId));
    expect(invoice).toMatchObject({
      amount: 500_000,
      vat: 50_000,
      state: 'issued',
      itemKind: 'promotion',
    });

    // Same product and slot, overlapping: another company's booking is refused.
    const overlap = await book(b, {
      postingId: postingB,
      product: 'main-premium',
      slot: 2,
      ...period(9, 12),
    });
    expect([overlap.status, overlap.body.code]).toEqual([409, '1101']);
    // The same posting and product in another slot, overlapping: refused too.
    const twice = await book(a, {
      postingId: postingA,
      product: 'main-premium',
      slot: 3,
      ...period(5, 6),
    });
    expect(twice.body.code).toBe('1101');
    // Right after it in the same slot, and another product in the same period: fine.
    expect(
      (await book(b, { postingId: postingB, product: 'main-premium', slot: 2, ...period(10, 12) }))
        .body.code,
    ).toBe('002');
    expect(
      (await book(a, { postingId: postingA, product: 'main-focus', slot: 2, ...period(0, 3) })).body
        .code,
    ).toBe('002');

    const slots = await a.get<PromotionSlots>(EMPLOYER_API.promotionSlots, {
      query: { product: 'main-premium', from: TODAY, to: addDays(TODAY, 30) },
    });
    expect(slots.body.data.slots).toHaveLength(8);
    expect(slots.body.data.slots[1]?.booked).toEqual([period(0, 9), period(10, 12)]);
    const badSlots = await a.get(EMPLOYER_API.promotionSlots, {
      query: { product: 'main-premium', from: TODAY, to: addDays(TODAY, -1) },
    });
    expect([badSlots.status, badSlots.body.code]).toEqual([400, '202']);

    const paidBlock = () =>
      createClient(t.app).get<PaidPosting[]>(API.main.postingsByPaidService, {
        query: { placement: 'main-premium', size: '8' },
      });
    expect((await paidBlock()).body.data.map((p) => p.posting.postingId)).not.toContain(postingA);

    // Withdrawing while the invoice stands: 1102; another company's: 102.
    const del = (client: Client, id: number) =>
      client.request('DELETE', EMPLOYER_API.promotions, { query: { promotionId: String(id) } });
    expect((await del(a, booked.promotionId)).body.code).toBe('1102');
    expect((await del(b, booked.promotionId)).body.code).toBe('102');

    const operator = await signedInOperator(t.app, t.database, () => NOW);
    const saleId = booked.sale?.saleId ?? 0;
    const paid = await operator.client.post<Sale>(OPS_API.salesAction, {
      payload: { saleId, action: 'paid' },
    });
    expect([paid.body.code, paid.body.data.state]).toEqual(['003', 'paid']);
    expect((await paidBlock()).body.data.map((p) => p.posting.postingId)).toContain(postingA);
    const again = await operator.client.post(OPS_API.salesAction, {
      payload: { saleId, action: 'paid' },
    });
    expect([again.status, again.body.code]).toEqual([409, '202']);

    const mine = await a.get<Page<Promotion>>(EMPLOYER_API.promotions);
    expect(mine.body.data.items.find((p) => p.promotionId === booked.promotionId)?.live).toBe(true);
    expect(mine.body.data.items.every((p) => p.companyId === companyA)).toBe(true);

    // The operator's console: 1102 applies there too; cancelling the sale takes it off.
    const opsDel = await operator.client.request('DELETE', OPS_API.promotions, {
      query: { promotionId: String(booked.promotionId) },
    });
    expect(opsDel.body.code).toBe('1102');
    const cancel = await operator.client.post<Sale>(OPS_API.salesAction, {
      payload: { saleId, action: 'cancel' },
    });
    expect(cancel.body.data.state).toBe('cancelled');
    expect((await paidBlock()).body.data.map((p) => p.posting.postingId)).not.toContain(postingA);
    const [row] = await t.database.db
      .select()
      .from(promotion)
      .where(eq(promotion.promotionId, booked.promotionId));
    expect(row).toMatchObject({ state: 'cancelled', exposureId: null });
    // Its sale cancelled, the company may delete it (kept, cancelled, for the invoice).
    expect((await del(a, booked.promotionId)).body.code).toBe('004');

    const list = await operator.client.get<Page<Promotion>>(OPS_API.promotions, {
      query: { product: 'main-premium', state: 'booked' },
    });
    expect(list.body.data.items.map((p) => p.postingId)).toEqual([postingB]);
    const bad = await operator.client.get(OPS_API.promotions, { query: { state: 'gone' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
  });

  it('lets only one of two simultaneous bookings of a slot through', async () => {
    const body = (postingId: number) => ({
      postingId,
      product: 'list-top',
      slot: 4,
      ...period(20, 25),
    });
    const results = await Promise.all([book(a, body(postingA2)), book(b, body(postingB))]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['002', '1101']);
    const rows = await t.database.db.select().from(promotion).where(eq(promotion.slot, 4));
    expect(rows.filter((r) => r.product === 'list-top')).toHaveLength(1);
  });
});
