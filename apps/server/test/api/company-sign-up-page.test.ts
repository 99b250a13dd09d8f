import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_API,
  EMPLOYER_API,
  OPS_API,
  type CompanyDetail,
  type CompanyPage,
  type CompanyProcess,
} from '@ilteo/contract';
import { appUser, companyMember, companyProfile, companyStats } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { anonymousClient } from '../helpers/applications';
import { createCompanyInfo } from '../helpers/companies';
import { DATABASE_KINDS } from '../helpers/database';
import { signedInOperator } from '../helpers/operators';

let bizSerial = 0;
/** A valid 사업자등록번호 (국세청 check digit) no other test file uses (prefix 8). */
function uniqueBizNo(): string {
  bizSerial += 1;
  const body = `8${String(bizSerial).padStart(8, '0')}`;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (weights[i] as number);
  sum += Math.floor((Number(body[8]) * 5) / 10);
  return `${body}${String((10 - (sum % 10)) % 10)}`;
}

/**
 * A company registered by its first member's sign-up (decision 0034) gets
 * an empty page when the account is approved (decision 0035): no 404, no
 * invented facts, and nothing public while the account awaits approval.
 */
describe.each(DATABASE_KINDS)('company page of a signed-up company (%s)', (kind) => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function signUp(bizNo: string, companyName?: string) {
    serial += 1;
    const anonymous = await anonymousClient(t);
    const res = await anonymous.post(EMPLOYER_API.signUp, {
      payload: {
        loginId: `page-hr-${String(serial)}`,
        password: 'company-page-2026!',
        name: '박인사',
        email: `hr${String(serial)}@page.example`,
        mobile: '01055557777',
        bizNo,
        ...(companyName ? { companyName } : {}),
      },
    });
    expect(res.body.code).toBe('002');
    const [row] = await t.database.db
      .select({ userId: appUser.userId, companyId: companyMember.companyId })
      .from(appUser)
      .innerJoin(companyMember, eq(companyMember.userId, appUser.userId))
      .where(eq(appUser.loginId, `page-hr-${String(serial)}`));
    if (!row) throw new Error('no member');
    return row;
  }

  const profileOf = async (companyId: number) =>
    t.database.db.select().from(companyProfile).where(eq(companyProfile.companyId, companyId));
  const statsOf = async (companyId: number) =>
    t.database.db.select().from(companyStats).where(eq(companyStats.companyId, companyId));

  it('shows nothing while pending, then an empty page once approved', async () => {
    const member = await signUp(uniqueBizNo(), '(주)새싹가입테스트');
    const visitor = await anonymousClient(t);
    const detail = (companyId: number) =>
      visitor.get<CompanyDetail>(COMPANY_API.detail, { query: { companyId: String(companyId) } });
    const listed = async () =>
      (
        await visitor.get<CompanyPage>(COMPANY_API.list, { query: { q: '새싹가입테스트' } })
      ).body.data.items.map((c) => c.companyId);

    // Awaiting approval: no page and no list entry (the name is not public yet).
    expect((await detail(member.companyId)).status).toBe(404);
    expect(await listed()).toEqual([]);
    expect(await profileOf(member.companyId)).toEqual([]);

    const operator = await signedInOperator(t.app, t.database, () => new Date());
    const approve = await operator.client.post(OPS_API.approve, {
      payload: { userId: member.userId },
    });
    expect(approve.body.code).toBe('003');

    const res = await detail(member.companyId);
    expect([res.status, res.body.code]).toEqual([200, '001']);
    // Unknown facts are null or empty, and no figure pretends to be data.
    expect(res.body.data).toMatchObject({
      name: '(주)새싹가입테스트',
      industry: null,
      industryName: '',
      listing: null,
      ceoName: '',
      benefits: [],
      financials: [],
      headcount: [],
      turnoverRate: null,
      averageTenureYears: null,
      averageSalary: null,
      openPostingCount: 0,
      postings: [],
      dataSource: '등록된 자료 없음',
      ratings: { reviewCount: 0, rating: null, average: null, recommendPercent: null },
      interviews: { count: 0, difficulty: null },
    });
    expect(await listed()).toEqual([member.companyId]);
    const [card] = (
      await visitor.get<CompanyPage>(COMPANY_API.list, { query: { q: '새싹가입테스트' } })
    ).body.data.items;
    expect(card).toMatchObject({ industry: null, rating: null, reviewCount: 0 });

    const process = await visitor.get<CompanyProcess>(COMPANY_API.process, {
      query: { companyId: String(member.companyId) },
    });
    expect([process.status, process.body.data.processes]).toEqual([200, []]);
    expect(process.body.data.questions).toEqual([]);
  });

  it('keeps a known company’s profile and makes one row per company', async () => {
    const bizNo = uniqueBizNo();
    const companyId = await createCompanyInfo(t.database.db, {
      company: { name: '(주)기존프로필', bizNo },
      profile: { ceoName: '이대표', industryGroup: 'food' },
    });
    const first = await signUp(bizNo);
    const second = await signUp(bizNo);
    expect([first.companyId, second.companyId]).toEqual([companyId, companyId]);
    const operator = await signedInOperator(t.app, t.database, () => new Date());
    for (const m of [first, second]) {
      const res = await operator.client.post(OPS_API.approve, { payload: { userId: m.userId } });
      expect(res.body.code).toBe('003');
    }
    const profiles = await profileOf(companyId);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ ceoName: '이대표', industryGroup: 'food' });
    expect(await statsOf(companyId)).toHaveLength(1);
  });

  it('gives a rejected sign-up no page', async () => {
    const member = await signUp(uniqueBizNo(), '(주)거절가입테스트');
    const operator = await signedInOperator(t.app, t.database, () => new Date());
    const reject = await operator.client.post(OPS_API.reject, {
      payload: { userId: member.userId, reason: '사업자 정보를 확인할 수 없습니다.' },
    });
    expect(reject.body.code).toBe('003');
    expect(await profileOf(member.companyId)).toEqual([]);
    expect(await statsOf(member.companyId)).toEqual([]);
  });
});
