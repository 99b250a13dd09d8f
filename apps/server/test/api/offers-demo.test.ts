import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  EMPLOYER_API,
  type Offer,
  type Page,
  APPLICATION_API,
  OFFER_API,
} from '@ilteo/contract';
import { seoulDate } from '../../src/lib/seoul-date';
import {
  DEMO_ACCOUNT,
  demoAccountSeed,
  lockPublishedDemoAccount,
} from '../../src/seed/demo-account';
import { DEMO_COMPANY_ACCOUNT, demoApplicationsSeed } from '../../src/seed/demo-applications';
import { demoResumesSeed } from '../../src/seed/demo-resumes';
import type { DemoSeed } from '../../src/seed/demo-seed';
import { seedPostingData } from '../../src/seed/postings';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { loggedInClient } from '../helpers/users';

/** The demo postings' generator at a tenth of the demo's size (the same seed), for speed. */
const fewerPostings: DemoSeed = {
  name: 'demo-postings',
  run: async (tx) => {
    await seedPostingData(tx, {
      seed: 20_260_501,
      companies: 40,
      postings: 300,
      today: seoulDate(new Date()),
      exposures: false,
    });
  },
};

interface Summary {
  applicationId: number;
  kind: string;
  status: string;
  viewed: boolean;
  currentStage: number;
  postingId: number;
}

/**
 * The demo applications seed: the demo member's applications in each
 * state and one external, two offers, questions on postings, and the demo
 * company member (README) who signs in and sees applicants on its postings.
 */
describe.each(DATABASE_KINDS)('demo applications and offers (%s)', (kind) => {
  let t: TestApp;
  let ran: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ran = await seedDemoData(t.database.db, [
      demoAccountSeed,
      fewerPostings,
      demoResumesSeed,
      demoApplicationsSeed,
    ]);
  });
  afterAll(() => t.close());

  it('gives the demo member applications in every state, one external, and two offers', async () => {
    expect(ran).toContain('demo-applications');
    const member = await loggedInClient(t.app, DEMO_ACCOUNT.loginId, DEMO_ACCOUNT.password);
    const list = await member.get<Page<Summary>>(APPLICATION_API.list, { query: { size: '50' } });
    expect(list.body.code).toBe('001');
    const items = list.body.data.items;
    const states = items.map((i) => (i.kind === 'external' ? 'external' : i.status)).sort();
    expect(states).toEqual([
      'active',
      'active',
      'active',
      'cancelled',
      'external',
      'failed',
      'hired',
    ]);
    expect(items.some((i) => i.status === 'active' && !i.viewed)).toBe(true);
    expect(items.some((i) => i.status === 'active' && i.viewed && i.currentStage === 0)).toBe(true);
    expect(items.some((i) => i.status === 'active' && i.currentStage === 1)).toBe(true);

    const offers = await member.get<Page<Offer>>(OFFER_API.list);
    expect(offers.body.data.items.map((o) => [o.kind, o.status])).toEqual([
      ['position', 'sent'],
      ['interview', 'sent'],
    ]);
    const [position] = offers.body.data.items;
    // The position offer names a posting the demo member has not applied to yet.
    expect(items.map((i) => i.postingId)).not.toContain(position?.postingId);
  });

  it('asks 2–3 questions on a handful of postings, and every snapshot answers its posting', async () => {
    const result: unknown = await t.database.db.execute(
      sql`select posting_id, count(*)::int as n, min(max_chars)::int as lo, max(max_chars)::int as hi
          from posting_question group by posting_id`,
    );
    const rows = (result as { rows: { n: number; lo: number; hi: number }[] }).rows;
    expect(rows.length).toBe(5);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(3);
      expect(r.lo).toBeGreaterThanOrEqual(500);
      expect(r.hi).toBeLessThanOrEqual(1000);
    }
    const unanswered: unknown = await t.database.db.execute(
      sql`select a.application_id from application a
          join application_snapshot s on s.application_id = a.application_id
          where jsonb_array_length(s.content->'answers')
            <> (select count(*) from posting_question q where q.posting_id = a.posting_id)`,
    );
    expect((unanswered as { rows: unknown[] }).rows).toEqual([]);
  });

  it('lets the demo company member sign in and see applicants on its postings', async () => {
    const company = await loggedInClient(
      t.app,
      DEMO_COMPANY_ACCOUNT.loginId,
      DEMO_COMPANY_ACCOUNT.password,
    );
    const postings = await company.get<Page<{ postingId: number; applicants: number }>>(
      EMPLOYER_API.postings,
    );
    expect(postings.body.code).toBe('001');
    const withApplicants = postings.body.data.items.filter((p) => p.applicants > 0);
    expect(withApplicants.length).toBeGreaterThanOrEqual(2);
    const first = withApplicants[0];
    const applicants = await company.get<Page<{ name: string | null }>>(EMPLOYER_API.applicants, {
      query: { postingId: String(first?.postingId) },
    });
    expect(applicants.body.data.total).toBeGreaterThanOrEqual(3);
    const talent = await company.get<Page<{ title: string }>>(EMPLOYER_API.talent);
    expect(talent.body.data.items.map((i) => i.title)).toContain(
      '사용자 경험을 끝까지 챙기는 프론트엔드 개발자',
    );
  });

  it('runs once, and production locks the published demo company login (703)', async () => {
    expect(await seedDemoData(t.database.db, [demoApplicationsSeed])).toEqual([]);
    expect(await lockPublishedDemoAccount(t.database.db, DEMO_COMPANY_ACCOUNT)).toBe(true);
    const client = createClient(t.app);
    await client.get(API.system.health);
    const res = await client.post(API.session.login, {
      payload: { loginId: DEMO_COMPANY_ACCOUNT.loginId, password: DEMO_COMPANY_ACCOUNT.password },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.body.code).toBe('703');
  });
});
