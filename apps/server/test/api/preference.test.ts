import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type PreferenceCondition,
  type PreferenceResult,
  type PrefStatus,
} from '@ilteo/contract';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = Awaited<ReturnType<typeof loggedInClient>>;

/** Noon in Seoul on a YYYY-MM-DD day. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const TODAY = '2026-11-21';

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

describe.each(DATABASE_KINDS)('preferred recruitment (%s)', (kind) => {
  let t: TestApp;
  let now = seoulNoon(TODAY);
  let companyId: number;
  let seeker: Client;
  const ids: Record<string, number> = {};

  /** An open posting (백엔드, 강남, 정규직, 연봉 4,500만, 신입) created ten days ago. */
  const posting = async (overrides: Parameters<typeof createPosting>[1]) =>
    (
      await createPosting(t.database.db, {
        companyId,
        jobCodes: ['024001'],
        regionCodes: ['11680'],
        employmentType: '10',
        salaryType: 'Y',
        salaryMin: 45_000_000,
        salaryMax: null,
        careerType: 'N',
        preferentialCodes: [],
        openDate: addDays(TODAY, -5),
        closeDate: addDays(TODAY, 30),
        createdAt: seoulNoon(addDays(TODAY, -10)),
        ...overrides,
      })
    ).postingId;

  async function member() {
    const user = await createUser(t.database);
    return loggedInClient(t.app, user.loginId, user.password);
  }
  const save = (c: Client, condition: unknown) =>
    c.request<{ condition: PreferenceCondition | null }>('PUT', API.recruit.prefCondition, {
      payload: condition,
    });
  const matches = async (c: Client, query: Record<string, string> = {}) =>
    (await c.get<PreferenceResult>(API.person.recrtPreference, { query })).body.data;
  const status = async (c: Client) =>
    (await c.get<PrefStatus>(API.person.recrtPrefStatus)).body.data;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
    companyId = await createCompany(t.database.db, { name: '(주)맞춤테스트' });
    ids.all = await posting({ title: '모든 조건', preferentialCodes: ['08', 'S'] });
    ids.frontend = await posting({
      title: '강남 프론트엔드 경력',
      jobCodes: ['024002'],
      employmentType: '20',
      salaryNegotiable: true,
      careerType: 'E',
      careerMin: 3,
      careerMax: null,
    });
    ids.busan = await posting({
      title: '부산 백엔드',
      regionCodes: ['26350'],
      salaryMin: 30_000_000,
      careerType: 'Z',
    });
    ids.jongnoOld = await posting({
      title: '종로 백엔드 (먼저 열림)',
      regionCodes: ['11110'],
      employmentType: '20',
      salaryNegotiable: true,
      openDate: addDays(TODAY, -5),
    });
    ids.jongnoNew = await posting({
      title: '종로 백엔드 (나중에 열림)',
      regionCodes: ['11110'],
      employmentType: '20',
      salaryNegotiable: true,
      openDate: addDays(TODAY, -1),
    });
    ids.unrelated = await posting({
      title: '부산 인사',
      jobCodes: ['013001'],
      regionCodes: ['26350'],
    });
    ids.closed = await posting({
      title: '마감된 강남 백엔드',
      closeDate: addDays(TODAY, -1),
      openDate: addDays(TODAY, -20),
    });
    seeker = await member();
  });
  afterAll(() => t.close());

  it('refuses anonymous visitors on every call', async () => {
    const guest = createClient(t.app);
    await guest.get(API.system.health);
    for (const res of [
      await guest.get(API.recruit.prefCondition),
      await guest.request('PUT', API.recruit.prefCondition, { payload: CONDITION }),
      await guest.get(API.person.recrtPreference),
      await guest.get(API.person.recrtPrefStatus),
      await guest.post(API.recruit.prefSeen),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    }
  });

  it('says "not configured" before the first save', async () => {
    expect((await seeker.get(API.recruit.prefCondition)).body.data).toEqual({
      condition: null,
      updatedAt: null,
    });
    expect(await status(seeker)).toEqual({ configured: false, total: 0, newCount: 0 });
    expect(await matches(seeker)).toMatchObject({ configured: false, items: [], total: 0 });
  });

  it('validates the conditions against the code book', async () => {
    const cases: [unknown, string][] = [
      [{ ...CONDITION, jobs: ['999999'] }, 'jobs'],
      [{ ...CONDITION, regions: ['99999'] }, 'regions'],
      [{ ...CONDITION, regions: ['00000'] }, 'regions'],
      [{ ...CONDITION, employmentTypes: ['ZZ'] }, 'employmentTypes'],
      [{ ...CONDITION, preferentials: ['QQ'] }, 'preferentials'],
      [{ ...CONDITION, jobs: [], regions: [] }, 'jobs'],
      [{ ...CONDITION, jobs: ['24001'] }, 'jobs'],
      [{ ...CONDITION, careerType: 'X' }, 'careerType'],
    ];
    for (const [condition, field] of cases) {
      const res = await save(seeker, condition);
      expect(res.status, JSON.stringify(condition)).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}[.:]`));
    }
    expect((await status(seeker)).configured).toBe(false);
  });

  it('ranks open matches by score with the reasons, ties by the newest opening', async () => {
    const saved = await save(seeker, CONDITION);
    expect(saved.body.code).toBe('003');
    expect(saved.body.data.condition).toEqual(CONDITION);

    const result = await matches(seeker);
    expect(result).toMatchObject({
      configured: true,
      total: 5,
      page: 1,
      totalPages: 1,
      today: TODAY,
    });
    expect(result.items.map((i) => [i.postingId, i.score])).toEqual([
      [ids.all, 100],
      [ids.jongnoNew, 60],
      [ids.jongnoOld, 60],
      [ids.busan, 55],
      [ids.frontend, 50],
    ]);
    const reasons = Object.fromEntries(result.items.map((i) => [i.postingId, i.reasons]));
    expect(reasons[ids.all ?? 0]).toEqual([
      '희망 직무: 백엔드 개발자',
      '희망 지역: 서울 강남구',
      '희망 고용형태: 정규직',
      '희망 연봉 이상',
      '신입 지원 가능',
      '보훈대상자 우대',
    ]);
    expect(reasons[ids.jongnoNew ?? 0]).toEqual([
      '희망 직무: 백엔드 개발자',
      '희망 지역과 같은 시·도: 서울특별시',
      '신입 지원 가능',
    ]);
    expect(reasons[ids.busan ?? 0]).toEqual([
      '희망 직무: 백엔드 개발자',
      '희망 고용형태: 정규직',
      '신입 지원 가능',
    ]);
    expect(reasons[ids.frontend ?? 0]).toEqual([
      '관련 직무: 소프트웨어 개발직',
      '희망 지역: 서울 강남구',
    ]);
    expect(result.items.every((i) => !i.isNew && i.status === 'open')).toBe(true);

    const second = await matches(seeker, { page: '2', size: '2' });
    expect(second.items.map((i) => i.postingId)).toEqual([ids.jongnoOld, ids.busan]);
    const beyond = await matches(seeker, { page: '4', size: '2' });
    expect(beyond).toMatchObject({ items: [], total: 5, totalPages: 3 });
  });

  it('counts new matches until the seeker has looked', async () => {
    expect(await status(seeker)).toEqual({ configured: true, total: 5, newCount: 0 });

    // Created after the seeker last looked.
    const fresh = await posting({
      title: '새로 올라온 강남 백엔드',
      createdAt: new Date(now.getTime() + 60_000),
    });
    now = seoulNoon(addDays(TODAY, 1));
    // Written earlier, but opened on a later day than the seeker looked.
    const opened = await posting({ title: '오늘 열린 강남 백엔드', openDate: addDays(TODAY, 1) });
    expect(await status(seeker)).toEqual({ configured: true, total: 7, newCount: 2 });
    const listed = await matches(seeker);
    expect(
      listed.items
        .filter((i) => i.isNew)
        .map((i) => i.postingId)
        .sort(),
    ).toEqual([fresh, opened].sort());

    const seen = await seeker.post(API.recruit.prefSeen);
    expect(seen.body.code).toBe('001');
    expect(await status(seeker)).toEqual({ configured: true, total: 7, newCount: 0 });
    expect((await matches(seeker)).items.some((i) => i.isNew)).toBe(false);
  });

  it('keeps each member’s conditions and counts to themselves', async () => {
    const other = await member();
    expect((await status(other)).configured).toBe(false);
    const experienced: PreferenceCondition = {
      jobs: ['024'],
      regions: [],
      employmentTypes: [],
      salaryMin: null,
      careerType: 'E',
      careerYears: 5,
      preferentials: [],
      dailyAlert: false,
      alertMail: false,
    };
    expect((await save(other, experienced)).body.data.condition).toEqual(experienced);
    const theirs = await matches(other);
    const frontend = theirs.items.find((i) => i.postingId === ids.frontend);
    expect(frontend).toMatchObject({ score: 100 });
    expect(frontend?.reasons).toEqual(['희망 직무: 소프트웨어 개발직', '경력 5년 지원 가능']);
    // 신입-only postings do not fit a 5-year seeker's career, so they rank lower.
    expect(theirs.items.find((i) => i.postingId === ids.all)?.score).toBe(71);
    expect(theirs.items.some((i) => i.postingId === ids.unrelated)).toBe(false);

    // The first member's conditions are untouched.
    const mine = await seeker.get<{ condition: PreferenceCondition }>(API.recruit.prefCondition);
    expect(mine.body.data.condition).toEqual(CONDITION);
    // Another member's look does not reset this member's new count, and vice versa.
    now = seoulNoon(addDays(TODAY, 2));
    await posting({ title: '모레 등록된 백엔드', createdAt: new Date(now.getTime() - 60_000) });
    await other.post(API.recruit.prefSeen);
    expect((await status(seeker)).newCount).toBe(1);
    expect((await status(other)).newCount).toBe(0);
  });
});
