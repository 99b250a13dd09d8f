import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CAMPUS_API,
  CAMPUS_VERIFY_PER_HOUR,
  EMPLOYER_API,
  OPS_API,
  type CampusPostingPage,
  type CampusStatus,
  type CompanyCampus,
  type OpsPartner,
  type RosterResult,
} from '@ilteo/contract';
import {
  campusPosting,
  operatorAction,
  studentVerification,
  university,
  universityStudent,
} from '../../src/db/schema';
import { createRosterCrypto } from '../../src/modules/partners';
import { VERIFY_FAILURES_PER_ADDRESS } from '../../src/modules/partners/service';
import { DEMO_ACCOUNT, demoAccountSeed } from '../../src/seed/demo-account';
import { DEMO_SCHOOL, demoPartnersSeed } from '../../src/seed/demo-partners';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const HEADER = '이름,생년월일,학번';
const ROSTER = [
  HEADER,
  '김한빛,2003-04-05,20231234',
  '이하나,2002.12.1,20220077',
  '박두리,20010101,A-19',
]
  .join('\r\n')
  .concat('\r\n');

let serial = 0;
/** A school name no other test uses (1201 is by name). */
const schoolName = () => {
  serial += 1;
  return `테스트${String(serial)}${Math.random().toString(36).slice(2, 6)}대학교`;
};
/** A made-up address per scenario, so the per-address failure limit is each test's own. */
const address = (n: number) => ({ 'x-forwarded-for': `198.51.100.${String(n)}` });

const listPartners = (c: Client) => c.get<OpsPartner[]>(OPS_API.partners);
const register = (c: Client, name: string) =>
  c.post<OpsPartner>(OPS_API.partners, { payload: { name } });
const uploadRoster = (c: Client, universityId: number, csv: string) =>
  c.post<RosterResult>(OPS_API.partnerRoster, {
    query: { universityId: String(universityId) },
    payload: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
const endPartnership = (c: Client, universityId: number) =>
  c.request<OpsPartner>('DELETE', OPS_API.partners, {
    query: { universityId: String(universityId) },
  });
const status = (c: Client) => c.get<CampusStatus>(CAMPUS_API.status);
const verify = (
  c: Client,
  payload: Record<string, unknown>,
  headers: Record<string, string> = address(1),
) => c.post<CampusStatus>(CAMPUS_API.verify, { payload, headers });
const campusPostings = (c: Client) => c.get<CampusPostingPage>(CAMPUS_API.postings);
const markCampus = (c: Client, payload: { postingId: number; universityId: number }, on = true) =>
  c.request<CompanyCampus>(on ? 'POST' : 'DELETE', EMPLOYER_API.campusPostings, { payload });

const kim = (universityId: number) => ({
  universityId,
  name: '김한빛',
  birthDate: '2003-04-05',
  studentNo: '20231234',
});

/**
 * University partnerships (issue 24, decision 0042): the console registers
 * schools (1201) and uploads rosters (checked row by row, encrypted at rest,
 * replaced whole), members verify (1202, limited so the roster cannot be
 * probed) and read their school's campus postings, companies mark their own
 * postings, and ending a partnership deletes its personal data.
 */
describe.each(DATABASE_KINDS)('제휴 학교와 재학생 인증 (%s)', (kind) => {
  let t: TestApp;
  const now = () => new Date();
  let anonymous: Client;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  const member = async () => {
    const user = await createUser(t.database);
    return { ...user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };

  /** A registered school with the three-student roster. */
  const school = async () => {
    const created = await register(operator.client, schoolName());
    const universityId = created.body.data.universityId;
    const uploaded = await uploadRoster(operator.client, universityId, ROSTER);
    expect(uploaded.body.code).toBe('003');
    return universityId;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now, env: { TRUST_PROXY_HOPS: '1' } });
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    operator = await signedInOperator(t.app, t.database, now);
  });
  afterAll(() => t.close());

  it('registers a school once (1201 whatever the spacing or case), uploads its roster encrypted, audits both', async () => {
    const name = schoolName();
    const created = await register(operator.client, name);
    expect([created.status, created.body.code]).toEqual([201, '002']);
    expect(created.body.data).toMatchObject({ name, state: 'active', rosterCount: 0 });
    const universityId = created.body.data.universityId;

    const again = await register(operator.client, ` ${name.slice(0, 3)} ${name.slice(3)} `);
    expect([again.status, again.body.code]).toEqual([409, '1201']);

    const uploaded = await uploadRoster(operator.client, universityId, ROSTER);
    expect([uploaded.status, uploaded.body.code]).toEqual([200, '003']);
    expect(uploaded.body.data).toEqual({ universityId, rosterCount: 3 });

    const rows = await t.database.db
      .select()
      .from(universityStudent)
      .where(eq(universityStudent.universityId, universityId));
    expect(rows).toHaveLength(3);
    const stored = JSON.stringify(rows);
    for (const plain of ['김한빛', '이하나', '20231234', '2003-04-05']) {
      expect(stored).not.toContain(plain);
    }
    // The payload opens with the server's key, and only with it.
    const crypto = createRosterCrypto(t.config.secrets.roster);
    const opened = rows.map((r) => crypto.open(r.payload).name).sort();
    expect(opened).toEqual(['김한빛', '박두리', '이하나']);

    const list = await listPartners(operator.client);
    expect(list.body.data.find((p) => p.universityId === universityId)).toMatchObject({
      name,
      state: 'active',
      rosterCount: 3,
      verifiedCount: 0,
      endedAt: null,
    });

    const audit = await t.database.db
      .select({ action: operatorAction.action, after: operatorAction.after })
      .from(operatorAction)
      .where(eq(operatorAction.operatorId, operator.userId));
    const actions = audit.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['partner-register', 'partner-roster']));
    expect(JSON.stringify(audit)).not.toContain('김한빛');
  });

  it('refuses a roster with a bad row (400, its line number) and writes nothing', async () => {
    const universityId = await school();
    const bad = [
      HEADER,
      '최새봄,2004-01-02,20240001',
      '정가을,2004-13-40,20240002',
      ',2004-01-01,3',
    ].join('\n');
    const res = await uploadRoster(operator.client, universityId, bad);
    expect([res.status, res.body.code]).toEqual([400, '202']);
    expect(res.body.message).toContain('3행');
    expect(res.body.message).toContain('4행');
    const kept = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(universityStudent)
      .where(eq(universityStudent.universityId, universityId));
    expect(kept[0]?.n).toBe(3);
    const [row] = await t.database.db
      .select({ rosterCount: university.rosterCount })
      .from(university)
      .where(eq(university.universityId, universityId));
    expect(row?.rosterCount).toBe(3);

    const header = await uploadRoster(
      operator.client,
      universityId,
      'name,birth,no\n김,2003-01-01,1',
    );
    expect([header.status, header.body.code]).toEqual([400, '202']);
    const empty = await uploadRoster(operator.client, universityId, '');
    expect(empty.status).toBe(400);
    const missing = await uploadRoster(operator.client, 2_000_000_000, ROSTER);
    expect([missing.status, missing.body.code]).toEqual([404, '202']);

    // A new roster replaces the old one whole.
    const replaced = await uploadRoster(
      operator.client,
      universityId,
      `${HEADER}\n최새봄,2004-01-02,20240001\n`,
    );
    expect(replaced.body.data.rosterCount).toBe(1);
  });

  it('verifies a member by their own details, shows the school, and lets them cancel', async () => {
    const universityId = await school();
    const m = await member();
    const before = await status(m.client);
    expect(before.body.data.verification).toBeNull();
    expect(before.body.data.schools).toContainEqual(expect.objectContaining({ universityId }));

    // Outer spaces and the number's case and hyphen do not matter.
    const res = await verify(m.client, {
      universityId,
      name: ' 박두리 ',
      birthDate: '2001-01-01',
      studentNo: 'a19',
    });
    expect([res.status, res.body.code]).toEqual([200, '001']);
    expect(res.body.data.verification).toMatchObject({ universityId });

    const list = await listPartners(operator.client);
    expect(list.body.data.find((p) => p.universityId === universityId)?.verifiedCount).toBe(1);

    // The same student number on another account is refused (302, 409).
    const other = await member();
    const taken = await verify(other.client, {
      universityId,
      name: '박두리',
      birthDate: '2001-01-01',
      studentNo: 'A19',
    });
    expect([taken.status, taken.body.code]).toEqual([409, '302']);

    const cancelled = await m.client.request('DELETE', CAMPUS_API.verify);
    expect([cancelled.status, cancelled.body.code]).toEqual([200, '004']);
    expect((await status(m.client)).body.data.verification).toBeNull();
  });

  it('answers 1202 on a mismatch and stops matching after the hourly failures (per member, per address)', async () => {
    const universityId = await school();
    const m = await member();
    const wrong = { ...kim(universityId), birthDate: '2003-04-06' };
    for (let i = 0; i < CAMPUS_VERIFY_PER_HOUR; i++) {
      const res = await verify(m.client, wrong, address(10));
      expect([res.status, res.body.code]).toEqual([404, '1202']);
    }
    // Spent: even the right details are not matched now (a right guess would tell the prober).
    const blocked = await verify(m.client, kim(universityId), address(11));
    expect([blocked.status, blocked.body.code]).toEqual([429, '202']);

    // Per address: members behind one address share VERIFY_FAILURES_PER_ADDRESS failures.
    let failures = 0;
    while (failures < VERIFY_FAILURES_PER_ADDRESS) {
      const each = await member();
      for (let i = 0; i < CAMPUS_VERIFY_PER_HOUR && failures < VERIFY_FAILURES_PER_ADDRESS; i++) {
        expect((await verify(each.client, wrong, address(12))).body.code).toBe('1202');
        failures += 1;
      }
    }
    const fresh = await member();
    const fromAddress = await verify(fresh.client, kim(universityId), address(12));
    expect([fromAddress.status, fromAddress.body.code]).toEqual([429, '202']);
    // The same member from another address is matched.
    expect((await verify(fresh.client, kim(universityId), address(13))).body.code).toBe('001');
  });

  it('shows campus postings only to verified students of that school; companies mark only their own', async () => {
    const universityId = await school();
    const otherSchool = await school();
    const companyId = await createCompany(t.database.db);
    const { postingId } = await createPosting(t.database.db, {
      companyId,
      title: '캠퍼스 신입 채용',
    });
    const closed = await createPosting(t.database.db, { companyId, status: 'closed' });
    const foreign = await createPosting(t.database.db);
    const company = await companyMemberOf(t, companyId);

    const listed = await company.client.get<CompanyCampus>(EMPLOYER_API.campusPostings);
    expect(listed.body.data.schools).toContainEqual(expect.objectContaining({ universityId }));

    const marked = await markCampus(company.client, { postingId, universityId });
    expect([marked.status, marked.body.code]).toEqual([200, '003']);
    expect(marked.body.data.postings).toContainEqual(
      expect.objectContaining({ postingId, universityId, postingTitle: '캠퍼스 신입 채용' }),
    );
    await markCampus(company.client, { postingId: closed.postingId, universityId });
    await markCampus(company.client, { postingId, universityId: otherSchool });

    // Another company's posting, a job seeker and a visitor are refused.
    expect(
      (await markCampus(company.client, { postingId: foreign.postingId, universityId })).body.code,
    ).toBe('102');
    const seeker = await member();
    expect((await markCampus(seeker.client, { postingId, universityId })).body.code).toBe('102');
    expect((await seeker.client.get(EMPLOYER_API.campusPostings)).body.code).toBe('102');
    expect((await markCampus(anonymous, { postingId, universityId })).status).toBe(401);
    const noSchool = await markCampus(company.client, { postingId, universityId: 2_000_000_000 });
    expect([noSchool.status, noSchool.body.code]).toEqual([400, '202']);

    // Not verified: 102. Verified at this school: the open campus posting only.
    expect((await campusPostings(seeker.client)).body.code).toBe('102');
    expect((await campusPostings(anonymous)).status).toBe(401);
    await verify(seeker.client, kim(universityId), address(20));
    const page = await campusPostings(seeker.client);
    expect(page.body.code).toBe('001');
    expect(page.body.data.items.map((p) => p.postingId)).toEqual([postingId]);
    expect(page.body.data.total).toBe(1);

    // A student of the other school sees that school's list, not this one's marks.
    const otherStudent = await member();
    const r = await verify(
      otherStudent.client,
      { ...kim(otherSchool), name: '이하나', birthDate: '2002-12-01', studentNo: '20220077' },
      address(21),
    );
    expect(r.body.code).toBe('001');
    expect(
      (await campusPostings(otherStudent.client)).body.data.items.map((p) => p.postingId),
    ).toEqual([postingId]);

    const unmarked = await markCampus(company.client, { postingId, universityId }, false);
    expect(unmarked.body.code).toBe('003');
    expect((await campusPostings(seeker.client)).body.data.items).toEqual([]);
  });

  it('ends a partnership: roster, verifications and campus postings deleted in one go', async () => {
    const universityId = await school();
    const m = await member();
    expect((await verify(m.client, kim(universityId), address(30))).body.code).toBe('001');
    const { postingId } = await createPosting(t.database.db);
    await t.database.db.insert(campusPosting).values({ universityId, postingId });

    const ended = await endPartnership(operator.client, universityId);
    expect([ended.status, ended.body.code]).toEqual([200, '003']);
    expect(ended.body.data).toMatchObject({ state: 'ended', rosterCount: 0 });
    expect(ended.body.data.endedAt).not.toBeNull();

    const count = async (
      table: typeof universityStudent | typeof studentVerification | typeof campusPosting,
    ) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.universityId, universityId))
      )[0]?.n;
    expect(await count(universityStudent)).toBe(0);
    expect(await count(studentVerification)).toBe(0);
    expect(await count(campusPosting)).toBe(0);

    expect((await status(m.client)).body.data.verification).toBeNull();
    expect((await status(m.client)).body.data.schools).not.toContainEqual(
      expect.objectContaining({ universityId }),
    );
    const late = await verify(m.client, kim(universityId), address(31));
    expect([late.status, late.body.code]).toEqual([400, '202']);
    expect((await uploadRoster(operator.client, universityId, ROSTER)).status).toBe(409);
    expect((await endPartnership(operator.client, universityId)).status).toBe(409);
    // The name is free again for a new partnership.
    const [row] = await t.database.db
      .select({ name: university.name })
      .from(university)
      .where(eq(university.universityId, universityId));
    expect((await register(operator.client, row?.name ?? '')).body.code).toBe('002');
  });

  it('refuses visitors, members and company members on the console routes', async () => {
    const universityId = await school();
    const m = await member();
    const company = await companyMemberOf(t, await createCompany(t.database.db));
    for (const c of [m.client, company.client]) {
      for (const res of [
        await listPartners(c),
        await register(c, schoolName()),
        await uploadRoster(c, universityId, ROSTER),
        await endPartnership(c, universityId),
      ]) {
        expect([res.status, res.body.code]).toEqual([403, '102']);
      }
    }
    for (const res of [
      await listPartners(anonymous),
      await register(anonymous, schoolName()),
      await uploadRoster(anonymous, universityId, ROSTER),
      await endPartnership(anonymous, universityId),
      await status(anonymous),
      await verify(anonymous, kim(universityId)),
    ]) {
      expect(res.status).toBe(401);
    }
    // Company members and operators have no student status to verify.
    expect((await verify(company.client, kim(universityId), address(40))).body.code).toBe('102');
  });

  it('answers bad input with a Korean 400', async () => {
    const universityId = await school();
    const m = await member();
    for (const payload of [
      { ...kim(universityId), birthDate: '2003/04/05' },
      { ...kim(universityId), birthDate: '2003-02-30' },
      { ...kim(universityId), studentNo: '2023 1234!' },
      { ...kim(universityId), name: '' },
      { ...kim(universityId), universityId: 'one' },
      {},
    ]) {
      const res = await verify(m.client, payload, address(50));
      expect([res.status, res.body.code]).toEqual([400, '202']);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await register(operator.client, ' ')).status).toBe(400);
    expect((await endPartnership(operator.client, 0)).status).toBe(400);
    const junk = await operator.client.request('DELETE', OPS_API.partners, {
      query: { universityId: 'x' },
    });
    expect([junk.status, junk.body.code]).toEqual([400, '202']);
    const json = await operator.client.post(OPS_API.partnerRoster, {
      query: { universityId: String(universityId) },
      payload: { csv: ROSTER },
    });
    expect(json.status).toBe(400);
  });

  it('seeds 한빛대학교 for the demo: the demo member verifies with 학번 20170315 and sees its campus postings', async () => {
    await createPosting(t.database.db, { title: '한빛대학교 캠퍼스 채용 공고' });
    const ran = await seedDemoData(t.database.db, [
      demoAccountSeed,
      demoPartnersSeed(t.config.secrets.roster),
    ]);
    expect(ran).toEqual(['demo-job-seeker', 'demo-partners']);
    const demo = await loggedInClient(t.app, DEMO_ACCOUNT.loginId, DEMO_ACCOUNT.password);
    const schools = (await status(demo)).body.data.schools;
    const hanbit = schools.find((s) => s.name === DEMO_SCHOOL);
    expect(hanbit).toBeDefined();
    const res = await verify(
      demo,
      {
        universityId: hanbit?.universityId,
        name: '김일터',
        birthDate: '1998-03-15',
        studentNo: '20170315',
      },
      address(60),
    );
    expect(res.body.data.verification?.universityName).toBe(DEMO_SCHOOL);
    const page = await campusPostings(demo);
    expect(page.body.data.total).toBe(2);
  });
});
