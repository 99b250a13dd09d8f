import { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  EMPLOYER_API,
  OPS_API,
  type AdPackage,
  type CreditSummary,
  type OpsPackage,
  type OpsSalesPage,
  type PaidPosting,
  type Promotion,
  type Sale,
} from '@ilteo/contract';
import { companyCredit, operatorAction, promotion } from '../../src/db/schema';
import { addDays } from '../../src/lib/seoul-date';
import { demoPackagesSeed } from '../../src/seed/demo-packages';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';

const TODAY = '2026-12-01';
const NOW = new Date(`${TODAY}T03:00:00Z`);
/** The app's clock: NOW, moved on only by the highlight cache's test. */
let now = NOW;

type Client = ReturnType<typeof createClient>;

const STARTER = {
  name: '채용 스타터',
  description: '상단 추천 7일 2회와 검사 이용권 10회',
  contents: { promotions: [{ product: 'list-top', days: 7, count: 2 }], testCredits: 10 },
  price: 200_000,
  validityDays: 90,
  state: 'on-sale',
};

/**
 * Packages and sales (issue 24, decision 0040): operators keep the
 * catalogue (1103 once sold), companies buy (an invoice), the operator's
 * "paid" grants the credits, a booking spends one (price 0, on the site at
 * once), a cancelled package sale voids what is left; all audited.
 */
describe.each(DATABASE_KINDS)('packages, sales and credits (%s)', (kind) => {
  let t: TestApp;
  let company: Client;
  let ops: Client;
  let operatorId: string;
  let postingId: number;
  let starter: OpsPackage;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
    const companyId = await createCompany(t.database.db, { name: '(주)패키지테스트' });
    postingId = (
      await createPosting(t.database.db, {
        companyId,
        title: '이용권으로 노출할 공고',
        openDate: addDays(TODAY, -2),
        closeDate: addDays(TODAY, 60),
      })
    ).postingId;
    company = (await companyMemberOf(t, companyId)).client;
    const operator = await signedInOperator(t.app, t.database, () => NOW);
    ops = operator.client;
    operatorId = operator.userId;
  });
  afterAll(() => t.close());

  it('keeps the catalogue: create, edit, hide; bad input 400; companies see what is on sale', async () => {
    const created = await ops.post<OpsPackage>(OPS_API.packages, { payload: STARTER });
    expect([created.status, created.body.code]).toEqual([201, '002']);
    starter = created.body.data;
    expect(starter).toMatchObject({ name: '채용 스타터', vat: 20_000, salesCount: 0 });

    const hidden = await ops.post<OpsPackage>(OPS_API.packages, {
      payload: { ...STARTER, name: '숨긴 패키지', state: 'hidden' },
    });
    const edited = await ops.request<OpsPackage>('PUT', OPS_API.packages, {
      query: { packageId: String(hidden.body.data.packageId) },
      payload: { ...STARTER, name: '숨긴 패키지 (수정)', state: 'hidden', price: 1000 },
    });
    expect([edited.body.code, edited.body.data.price]).toEqual(['003', 1000]);

    const bad: [Record<string, unknown>, string][] = [
      [{ ...STARTER, name: '' }, '이름'],
      [{ ...STARTER, price: -1 }, '가격'],
      [{ ...STARTER, validityDays: 0 }, '유효 기간'],
      [{ ...STARTER, contents: { promotions: [], testCredits: 0 } }, '하나 이상'],
      [
        {
          ...STARTER,
          contents: { promotions: [{ product: 'x', days: 7, count: 1 }], testCredits: 0 },
        },
        '상품',
      ],
      [{ ...STARTER, state: 'sold' }, '상태'],
    ];
    for (const [payload, word] of bad) {
      const res = await ops.post(OPS_API.packages, { payload });
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([400, '202']);
      expect(res.body.message).toContain(word);
    }
    expect((await company.post(OPS_API.packages, { payload: STARTER })).body.code).toBe('102');

    const onSale = await company.get<AdPackage[]>(EMPLOYER_API.packages);
    expect(onSale.body.data.map((p) => p.name)).toEqual(['채용 스타터']);
    // A hidden one cannot be bought; an unknown one neither.
    const buyHidden = await company.post(EMPLOYER_API.packages, {
      payload: { packageId: hidden.body.data.packageId },
    });
    expect([buyHidden.status, buyHidden.body.code]).toEqual([404, '202']);
    const delHidden = await ops.request('DELETE', OPS_API.packages, {
      query: { packageId: String(hidden.body.data.packageId) },
    });
    expect(delHidden.body.code).toBe('004');
  });

  it('sells a package, grants its credits when paid, and spends one on a booking', async () => {
    const bought = await company.post<Sale>(EMPLOYER_API.packages, {
      payload: { packageId: starter.packageId },
    });
    expect([bought.status, bought.body.code]).toEqual([201, '002']);
    expect(bought.body.data).toMatchObject({
      itemKind: 'package',
      amount: 200_000,
      vat: 20_000,
      total: 220_000,
      state: 'issued',
      provider: 'manual',
    });
    expect((await company.get<CreditSummary>(EMPLOYER_API.credits)).body.data).toEqual([]);

    const del = await ops.request('DELETE', OPS_API.packages, {
      query: { packageId: String(starter.packageId) },
    });
    expect([del.status, del.body.code]).toEqual([409, '1103']);

    const paid = await ops.post<Sale>(OPS_API.salesAction, {
      payload: { saleId: bought.body.data.saleId, action: 'paid' },
    });
    expect(paid.body.data.state).toBe('paid');
    const credits = await company.get<CreditSummary>(EMPLOYER_API.credits);
    expect(credits.body.data).toEqual([
      { kind: 'list-top', days: 7, remaining: 2, expiresOn: addDays(TODAY, 90) },
      { kind: 'test', days: null, remaining: 10, expiresOn: addDays(TODAY, 90) },
    ]);

    // Longer than the credit's 7 days: an invoice, not a credit.
    const long = await company.post<Promotion>(EMPLOYER_API.promotions, {
      payload: {
        postingId,
        product: 'list-top',
        slot: 1,
        startsOn: addDays(TODAY, 30),
        endsOn: addDays(TODAY, 37),
      },
    });
    expect(long.body.data).toMatchObject({ funding: 'sale', price: 8 * 20_000 });

    const booked = await company.post<Promotion>(EMPLOYER_API.promotions, {
      payload: {
        postingId,
        product: 'list-top',
        slot: 1,
        startsOn: TODAY,
        endsOn: addDays(TODAY, 6),
      },
    });
    expect(booked.body.data).toMatchObject({ funding: 'credit', price: 0, live: true, sale: null });
    const strip = await createClient(t.app).get<PaidPosting[]>(API.main.postingsByPaidService, {
      query: { placement: 'list-top', size: '5' },
    });
    expect(strip.body.data.map((p) => p.posting.postingId)).toEqual([postingId]);
    const after = await company.get<CreditSummary>(EMPLOYER_API.credits);
    expect(after.body.data.find((c) => c.kind === 'list-top')?.remaining).toBe(1);

    // A credit-funded promotion that has not started is withdrawn with its credit back.
    const later = await company.post<Promotion>(EMPLOYER_API.promotions, {
      payload: {
        postingId,
        product: 'list-top',
        slot: 2,
        startsOn: addDays(TODAY, 10),
        endsOn: addDays(TODAY, 12),
      },
    });
    expect(later.body.data.funding).toBe('credit');
    const withdrawn = await company.request('DELETE', EMPLOYER_API.promotions, {
      query: { promotionId: String(later.body.data.promotionId) },
    });
    expect(withdrawn.body.code).toBe('004');
    expect(
      await t.database.db
        .select()
        .from(promotion)
        .where(eq(promotion.promotionId, later.body.data.promotionId)),
    ).toHaveLength(0);
    const back = await company.get<CreditSummary>(EMPLOYER_API.credits);
    expect(back.body.data.find((c) => c.kind === 'list-top')?.remaining).toBe(1);

    // Cancelling the paid package sale voids what is left of its credits.
    await ops.post(OPS_API.salesAction, {
      payload: { saleId: bought.body.data.saleId, action: 'cancel' },
    });
    const voided = await t.database.db
      .select()
      .from(companyCredit)
      .where(
        and(eq(companyCredit.saleId, bought.body.data.saleId), eq(companyCredit.kind, 'test')),
      );
    expect(voided[0]?.remaining).toBe(0);
    const twice = await ops.post(OPS_API.salesAction, {
      payload: { saleId: bought.body.data.saleId, action: 'cancel' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, '202']);
  });

  it('lists sales with totals by state, for the console and the company; audits every action', async () => {
    const page = await ops.get<OpsSalesPage>(OPS_API.sales);
    expect(page.body.data.totals.cancelled).toEqual({ count: 1, amount: 200_000, vat: 20_000 });
    expect(page.body.data.totals.issued.count).toBe(1);
    const issued = await ops.get<OpsSalesPage>(OPS_API.sales, { query: { state: 'issued' } });
    expect(issued.body.data.items.map((s) => s.itemKind)).toEqual(['promotion']);
    const own = await company.get<{ items: Sale[] }>(EMPLOYER_API.sales);
    expect(own.body.data.items).toHaveLength(2);
    const bad = await ops.post(OPS_API.salesAction, { payload: { saleId: 1, action: 'refund' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
    const missing = await ops.post(OPS_API.salesAction, {
      payload: { saleId: 999_999, action: 'paid' },
    });
    expect([missing.status, missing.body.code]).toEqual([404, '202']);

    const actions = await t.database.db
      .select({ action: operatorAction.action })
      .from(operatorAction)
      .where(eq(operatorAction.operatorId, operatorId));
    expect(actions.map((a) => a.action).sort()).toEqual(
      [
        'package-create',
        'package-create',
        'package-delete',
        'package-update',
        'sale-cancel',
        'sale-paid',
        'totp-enrol',
      ].sort(),
    );
  });

  it('marks a paid highlight promotion’s posting in the recruit list (highlightedIds)', async () => {
    const list = () =>
      createClient(t.app).get<{ items: { postingId: number }[]; highlightedIds?: number[] }>(
        API.recruit.list,
      );
    expect((await list()).body.data.highlightedIds).toEqual([]);
    const booked = await company.post<Promotion>(EMPLOYER_API.promotions, {
      payload: { postingId, product: 'highlight', slot: 1, startsOn: TODAY, endsOn: TODAY },
    });
    expect(booked.body.data.price).toBe(5_000);
    expect((await list()).body.data.highlightedIds).toEqual([]);
    await ops.post(OPS_API.salesAction, {
      payload: { saleId: booked.body.data.sale?.saleId, action: 'paid' },
    });
    const page = (await list()).body.data;
    expect(page.items.map((p) => p.postingId)).toContain(postingId);
    expect(page.highlightedIds).toEqual([postingId]);
  });

  it('keeps today’s highlights 30 s per node: a change made elsewhere shows once they expire', async () => {
    const list = async () =>
      (await createClient(t.app).get<{ highlightedIds?: number[] }>(API.recruit.list)).body.data
        .highlightedIds;
    expect(await list()).toEqual([postingId]);
    // As another node would: the promotion ends without a request through this node's routes.
    await t.database.db.execute(
      sql`update promotion set state = 'cancelled' where posting_id = ${postingId} and product = 'highlight'`,
    );
    try {
      now = new Date(NOW.getTime() + 29_000);
      expect(await list()).toEqual([postingId]);
      now = new Date(NOW.getTime() + 30_000);
      expect(await list()).toEqual([]);
    } finally {
      now = NOW;
    }
  });

  it('seeds three demo packages (demo only), which companies can buy', async () => {
    expect(await seedDemoData(t.database.db, [demoPackagesSeed])).toEqual(['packages']);
    const onSale = await company.get<AdPackage[]>(EMPLOYER_API.packages);
    expect(onSale.body.data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['채용 스타터', '채용 스탠다드', '채용 프리미엄']),
    );
  });
});
