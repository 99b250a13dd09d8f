import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ApplyState,
  type PostingDetail,
  type PostingFacets,
  type PostingPage,
  type RegionNode,
  type interestStateSchema,
} from '@ilteo/contract';
import type { z } from 'zod';
import { selectRows } from '../../src/db/client';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const TODAY = '2026-05-20';
/** Noon in Seoul on a YYYY-MM-DD day. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const day = (n: number) => addDays(TODAY, n);

type InterestState = z.infer<typeof interestStateSchema>;

const HOSTILE_TITLE = `100% 확실한 _특급_ "개발" 'quote' </script><script>alert(1)</script> $& 채용`;

describe.each(DATABASE_KINDS)('recruitment API (%s)', (kind) => {
  let t: TestApp;
  let now = seoulNoon(TODAY);
  const id: Record<string, number> = {};
  let bigCompany = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
    const db = t.database.db;
    bigCompany = await createCompany(db, {
      name: '(주)누리대기업',
      companyType: '01',
      regionCode: '26350',
      address: '부산광역시 해운대구 센텀중앙로 1',
      homepage: 'https://nuri.example',
    });
    const small = await createCompany(db, { name: '(주)한빛소프트웨어', companyType: '06' });
    const pub = await createCompany(db, {
      name: '한울공단',
      companyType: '04',
      regionCode: '41135',
      address: '경기도 성남시 분당구 판교로 1',
      homepage: null,
    });
    const add = async (key: string, overrides: Parameters<typeof createPosting>[1]) => {
      id[key] = (await createPosting(db, overrides)).postingId;
    };
    // Open today: backend, frontend, analyst, intern, senior, hostile.
    await add('backend', {
      companyId: small,
      title: '백엔드 개발자 (Node.js)',
      openDate: day(-5),
      closeDate: day(30),
      viewCount: 10,
    });
    await add('frontend', {
      companyId: bigCompany,
      title: '프론트엔드 개발자 신입 공채',
      regionCodes: ['26350'],
      jobCodes: ['024002'],
      careerType: 'N',
      education: '03',
      employmentType: '20',
      salaryType: 'M',
      salaryMin: 3_000_000,
      salaryMax: null,
      openDate: day(-3),
      closeDate: TODAY,
      viewCount: 50,
      preferentialCodes: ['S'],
    });
    await add('analyst', {
      companyId: small,
      title: '데이터 분석가 경력직',
      regionCodes: ['11650'],
      jobCodes: ['025001'],
      careerType: 'E',
      careerMin: 3,
      careerMax: 7,
      education: '06',
      employmentType: '11',
      salaryNegotiable: true,
      closeType: 'always',
      closeDate: null,
      openDate: day(-10),
      viewCount: 500,
    });
    await add('intern', {
      companyId: pub,
      title: '마케팅 체험형 인턴',
      regionCodes: ['41135'],
      jobCodes: ['015001'],
      careerType: 'N',
      education: '00',
      employmentType: '21',
      salaryType: 'H',
      salaryMin: 12_000,
      salaryMax: null,
      isIntern: true,
      openDate: day(-1),
      closeDate: day(2),
      viewCount: 5,
      preferentialCodes: ['08', 'B'],
      applyMethod: 'homepage',
      applyUrl: 'https://hanul.example/apply',
    });
    await add('senior', {
      companyId: bigCompany,
      title: '시니어 백엔드 개발 리드',
      regionCodes: ['11680', '26350'],
      careerType: 'E',
      careerMin: 10,
      careerMax: null,
      salaryMin: 90_000_000,
      salaryMax: 120_000_000,
      openDate: day(-2),
      closeDate: day(6),
      viewCount: 200,
    });
    await add('hostile', {
      companyId: small,
      title: HOSTILE_TITLE,
      openDate: day(-4),
      closeDate: day(20),
      viewCount: 1,
    });
    // Not open today.
    await add('closedEarly', {
      companyId: small,
      title: '조기마감 개발자',
      status: 'closed',
      openDate: day(-7),
      closeDate: day(10),
    });
    await add('expired', {
      companyId: bigCompany,
      title: '지난 공고 개발자',
      openDate: day(-40),
      closeDate: day(-1),
    });
    await add('future', {
      companyId: bigCompany,
      title: '예정 공고 개발자',
      openDate: day(3),
      closeDate: day(40),
    });
  });
  afterAll(() => t.close());

  const OPEN = ['backend', 'frontend', 'analyst', 'intern', 'senior', 'hostile'];
  const names = (items: { postingId: number }[]) =>
    items.map((i) => Object.keys(id).find((k) => id[k] === i.postingId) ?? String(i.postingId));

  const list = (query: Record<string, string> = {}) =>
    createClient(t.app).get<PostingPage>(API.recruit.list, { query: { size: '100', ...query } });
  const found = async (query: Record<string, string>) => {
    const res = await list(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return names(res.body.data.items).sort();
  };

  describe('list', () => {
    it('shows open postings only, newest first, with the server day', async () => {
      const res = await list();
      expect(res.body.code).toBe('001');
      expect(res.body.data).toMatchObject({
        page: 1,
        size: 100,
        total: 6,
        totalPages: 1,
        today: TODAY,
      });
      expect(names(res.body.data.items)).toEqual([
        'intern',
        'senior',
        'frontend',
        'hostile',
        'backend',
        'analyst',
      ]);
      expect(res.body.data.items.every((i) => i.status === 'open')).toBe(true);
    });

    it('presents a summary with its labels', async () => {
      const items = (await list()).body.data.items;
      const frontend = items.find((i) => i.postingId === id.frontend);
      expect(frontend).toMatchObject({
        title: '프론트엔드 개발자 신입 공채',
        company: { name: '(주)누리대기업', companyType: '01', companyTypeName: '대기업' },
        regions: [{ cd: '26350', name: '부산 해운대구' }],
        jobs: [{ cd: '024002', name: '프론트엔드 개발자' }],
        careerType: 'N',
        careerLabel: '신입',
        education: '03',
        educationLabel: '고졸',
        employmentType: '20',
        salary: {
          type: 'M',
          min: 3_000_000,
          max: null,
          negotiable: false,
          label: '월급 300만원 이상',
        },
        closeType: 'date',
        openDate: day(-3),
        closeDate: TODAY,
        intern: false,
        viewCount: 50,
        interested: false,
      });
      const analyst = items.find((i) => i.postingId === id.analyst);
      expect(analyst).toMatchObject({
        careerLabel: '경력 3~7년',
        closeType: 'always',
        closeDate: null,
        salary: { negotiable: true, label: '회사내규에 따름' },
      });
    });

    it.each([
      [{ sortBy: 'latest' }, ['intern', 'senior', 'frontend', 'hostile', 'backend', 'analyst']],
      [
        { sortBy: 'latest', sortType: 'asc' },
        ['analyst', 'backend', 'hostile', 'frontend', 'senior', 'intern'],
      ],
      [{ sortBy: 'deadline' }, ['frontend', 'intern', 'senior', 'hostile', 'backend', 'analyst']],
      [
        { sortBy: 'deadline', sortType: 'desc' },
        ['analyst', 'backend', 'hostile', 'senior', 'intern', 'frontend'],
      ],
      [{ sortBy: 'views' }, ['analyst', 'senior', 'frontend', 'backend', 'intern', 'hostile']],
      [
        { sortBy: 'views', sortType: 'asc' },
        ['hostile', 'intern', 'backend', 'frontend', 'senior', 'analyst'],
      ],
      // Same pay: the later posting first; 회사내규 (no amount) last either way.
      [{ sortBy: 'salary' }, ['senior', 'hostile', 'backend', 'frontend', 'intern', 'analyst']],
      [
        { sortBy: 'salary', sortType: 'asc' },
        ['intern', 'frontend', 'backend', 'hostile', 'senior', 'analyst'],
      ],
    ])('sorts by %j', async (query, expected) => {
      expect(names((await list(query)).body.data.items)).toEqual(expected);
    });

    it.each([
      [{ regions: '11000' }, ['analyst', 'backend', 'hostile', 'senior']],
      [{ regions: '11680' }, ['backend', 'hostile', 'senior']],
      [{ regions: '26000' }, ['frontend', 'senior']],
      [{ regions: '11680,41135' }, ['backend', 'hostile', 'intern', 'senior']],
      [{ jobs: '02' }, ['analyst', 'backend', 'frontend', 'hostile', 'senior']],
      [{ jobs: '024' }, ['backend', 'frontend', 'hostile', 'senior']],
      [{ jobs: '024002' }, ['frontend']],
      [{ careers: 'N' }, ['backend', 'frontend', 'hostile', 'intern']],
      [{ careers: 'E' }, ['analyst', 'backend', 'hostile', 'senior']],
      [{ careers: 'E', careerYears: '5' }, ['analyst', 'backend', 'hostile']],
      [{ careers: 'E', careerYears: '12' }, ['backend', 'hostile', 'senior']],
      [{ careers: 'N,E' }, OPEN.slice().sort()],
      [{ educations: '05' }, ['backend', 'hostile', 'senior']],
      [{ educations: '03,06' }, ['analyst', 'frontend']],
      [{ employmentTypes: '10' }, ['backend', 'hostile', 'senior']],
      [{ employmentTypes: '20,21' }, ['frontend', 'intern']],
      [{ companyTypes: '01' }, ['frontend', 'senior']],
      [{ companyTypes: '04,06' }, ['analyst', 'backend', 'hostile', 'intern']],
      [{ preferentials: 'S' }, ['frontend']],
      [{ preferentials: 'S,B' }, ['frontend', 'intern']],
      [{ salaryMin: '3500' }, ['backend', 'frontend', 'hostile', 'senior']],
      [{ salaryMin: '4000' }, ['backend', 'hostile', 'senior']],
      [{ salaryMin: '9000' }, ['senior']],
      [{ deadline: 'today' }, ['frontend']],
      [{ deadline: 'within3' }, ['frontend', 'intern']],
      [{ deadline: 'within7' }, ['frontend', 'intern', 'senior']],
      [{ deadline: 'always' }, ['analyst']],
      [{ intern: 'Y' }, ['intern']],
      [{ intern: 'N' }, ['analyst', 'backend', 'frontend', 'hostile', 'senior']],
      [{ regions: '11000', careers: 'E', educations: '05' }, ['backend', 'hostile', 'senior']],
    ])('filters by %j', async (query, expected) => {
      expect(await found(query)).toEqual(expected);
    });

    it('filters by company', async () => {
      expect(await found({ companyId: String(bigCompany) })).toEqual(['frontend', 'senior']);
      expect(await found({ companyId: '999999' })).toEqual([]);
    });

    it('finds a 2-syllable word and its initial consonants', async () => {
      const expected = ['backend', 'frontend', 'hostile', 'senior'];
      expect(await found({ keyword: '개발' })).toEqual(expected);
      expect(await found({ keyword: 'ㄱㅂ' })).toEqual(expected);
      expect(await found({ keyword: '분석' })).toEqual(['analyst']);
      expect(await found({ keyword: '인턴' })).toEqual(['intern']);
      // Company names are searched too; spaces and case do not matter.
      expect(await found({ keyword: '누리 대기업' })).toEqual(['frontend', 'senior']);
      expect(await found({ keyword: 'NODE' })).toEqual(['backend']);
    });

    it('treats %, _, quotes and backslashes in keywords literally', async () => {
      for (const keyword of ['%', '_', '100%', '_특급_', '"', "'", '$&']) {
        expect(await found({ keyword }), keyword).toEqual(['hostile']);
      }
      for (const keyword of ['%개발', '개_', '\\', "' or '1'='1", 'a%b']) {
        expect(await found({ keyword }), keyword).toEqual([]);
      }
    });

    it('pages, and past the last page still tells the total', async () => {
      const first = (await list({ size: '4' })).body.data;
      expect(first).toMatchObject({ page: 1, size: 4, total: 6, totalPages: 2 });
      expect(first.items).toHaveLength(4);
      const second = (await list({ size: '4', page: '2' })).body.data;
      expect(second.items).toHaveLength(2);
      expect(second.total).toBe(6);
      expect([...names(first.items), ...names(second.items)].sort()).toEqual(OPEN.slice().sort());
      const beyond = (await list({ size: '4', page: '5' })).body.data;
      expect(beyond).toMatchObject({ items: [], total: 6, totalPages: 2, page: 5 });
      const exact = (await list({ size: '3', page: '2' })).body.data;
      expect(exact).toMatchObject({ total: 6, totalPages: 2 });
      expect(exact.items).toHaveLength(3);
      // Pages that cross from dated to undated postings (read as two index-ordered parts).
      for (const sortBy of ['deadline', 'salary']) {
        const tail = (await list({ sortBy, sortType: 'asc', size: '5', page: '2' })).body.data;
        expect(names(tail.items), sortBy).toEqual(['analyst']);
        expect(tail.total, sortBy).toBe(6);
      }
      const none = (await list({ keyword: '없는검색어' })).body.data;
      expect(none).toMatchObject({ items: [], total: 0, totalPages: 0 });
    });

    it.each<Record<string, string>>([
      { size: '0' },
      { size: '101' },
      { page: '0' },
      { page: 'abc' },
      { page: '10001' },
      { sortBy: 'random' },
      { sortType: 'up' },
      { regions: '11' },
      { regions: Array.from({ length: 11 }, (_, i) => String(11_010 + i * 10)).join(',') },
      { jobs: '1234' },
      { careers: 'Z' },
      { careerYears: '-1' },
      { careerYears: '41' },
      { salaryMin: '100001' },
      { educations: 'x!' },
      { deadline: 'tomorrow' },
      { intern: 'yes' },
      { companyId: '0' },
      { keyword: '가'.repeat(51) },
    ])('refuses %j with 202 and the field', async (query) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('202');
      expect(res.body.message).toMatch(/^[a-zA-Z0-9.]+: /);
    });

    it('never lists closed, expired or not yet opened postings', async () => {
      const all = await found({ keyword: '개발자' });
      expect(all).not.toContain('closedEarly');
      expect(all).not.toContain('expired');
      expect(all).not.toContain('future');
      expect(await found({ companyId: String(bigCompany), sortBy: 'deadline' })).toEqual([
        'frontend',
        'senior',
      ]);
    });

    it('drops a posting the day after its close date', async () => {
      now = seoulNoon(day(1));
      try {
        const res = await list();
        expect(res.body.data.today).toBe(day(1));
        expect(names(res.body.data.items)).not.toContain('frontend');
        expect(res.body.data.total).toBe(5);
      } finally {
        now = seoulNoon(TODAY);
      }
    });
  });

  describe('facets', () => {
    const facets = (query: Record<string, string> = {}) =>
      createClient(t.app).get<PostingFacets>(API.recruit.facets, { query });

    it('counts open postings per filter value', async () => {
      const res = await facets();
      expect(res.body.code).toBe('001');
      expect(res.body.data).toEqual({
        total: 6,
        regions: expect.objectContaining({
          '11000': 4,
          '11680': 3,
          '11650': 1,
          '26000': 2,
          '26350': 2,
          '41000': 1,
          '41135': 1,
        }) as Record<string, number>,
        careers: { N: 4, E: 4 },
        educations: { '05': 3, '03': 1, '06': 1, '00': 1 },
        employmentTypes: { '10': 3, '20': 1, '11': 1, '21': 1 },
        companyTypes: { '01': 2, '06': 3, '04': 1 },
        preferentials: { S: 1, '08': 1, B: 1 },
        deadlines: { today: 1, within3: 2, within7: 3, always: 1 },
      });
    });

    it('counts each group under the other filters but not its own', async () => {
      const data = (await facets({ regions: '26000', careers: 'E', careerYears: '12' })).body.data;
      // Only senior is in 부산 with 12 years; the region group ignores the region filter.
      expect(data.total).toBe(1);
      expect(data.regions['26000']).toBe(1);
      expect(data.regions['11000']).toBe(3);
      expect(data.careers).toEqual({ N: 1, E: 1 });
      expect(data.companyTypes).toEqual({ '01': 1 });
    });

    it('refuses bad filters', async () => {
      const res = await facets({ deadline: 'soon' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('202');
    });
  });

  describe('detail', () => {
    const detail = (postingId: string | number, client = createClient(t.app)) =>
      client.get<PostingDetail>(API.recruit.detail, { query: { postingId: String(postingId) } });

    it('shows every field, the company card and the day', async () => {
      const res = await detail(id.backend ?? 0);
      expect(res.body.code).toBe('001');
      expect(res.body.data).toMatchObject({
        postingId: id.backend,
        title: '백엔드 개발자 (Node.js)',
        status: 'open',
        company: {
          name: '(주)한빛소프트웨어',
          companyTypeName: '중소기업',
          industry: '응용 소프트웨어 개발 및 공급업',
          sizeCode: 'W50',
          sizeName: '50~99인',
          address: '서울특별시 강남구 테헤란로 123',
          regionCode: '11680',
          homepage: 'https://hanbit-test.example',
          openPostingCount: 3,
        },
        headcount: 2,
        workHours: '09:00~18:00 (주 40시간)',
        workDays: { cd: '1', name: '주5일근무' },
        duties: ['Node.js 기반 API 설계와 개발', '데이터베이스 모델링과 성능 개선'],
        qualifications: ['학사 이상', 'TypeScript 개발 경험'],
        preferred: ['PostgreSQL 운영 경험'],
        preferredCerts: [{ cd: '1320', name: '정보처리기사' }],
        processSteps: ['서류전형', '1차 면접', '최종 합격'],
        documents: ['이력서', '자기소개서'],
        applyMethod: 'ilteo',
        welfare: [
          { cd: '04', name: '중식제공 또는 중식비 지원' },
          { cd: '12', name: '교육비 지원' },
        ],
        benefits: ['4대 보험', '연차휴가'],
        salary: { label: '연봉 4,000~5,500만원' },
        interestCount: 0,
        interested: false,
        today: TODAY,
      });
      expect(res.body.data.descriptionHtml).toContain('<h3>모집 부문</h3>');
      expect(Date.parse(res.body.data.createdAt)).not.toBeNaN();
    });

    it('shows closed postings, marked closed', async () => {
      for (const key of ['closedEarly', 'expired']) {
        const res = await detail(id[key] ?? 0);
        expect(res.status, key).toBe(200);
        expect(res.body.data.status, key).toBe('closed');
      }
    });

    it('answers 404 in Korean for a missing or not yet opened posting', async () => {
      for (const postingId of [999_999, id.future ?? 0]) {
        const res = await detail(postingId);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: '202', message: '채용공고를 찾을 수 없습니다.' });
      }
    });

    it('refuses a malformed id', async () => {
      for (const postingId of ['abc', '0', '-1', '1.5']) {
        const res = await detail(postingId);
        expect(res.status, postingId).toBe(400);
        expect(res.body.message).toMatch(/^postingId: /);
      }
      const missing = await createClient(t.app).get(API.recruit.detail);
      expect(missing.status).toBe(400);
    });
  });

  describe('views', () => {
    it('counts a view, with the CSRF token as on every POST', async () => {
      const client = createClient(t.app);
      await client.get(API.system.health);
      const refused = await client.post(API.recruit.view, {
        payload: { postingId: id.intern },
        csrf: false,
      });
      expect(refused.status).toBe(403);
      const before = (
        await client.get<PostingDetail>(API.recruit.detail, {
          query: { postingId: String(id.intern) },
        })
      ).body.data.viewCount;
      const res = await client.post<{ viewCount: number }>(API.recruit.view, {
        payload: { postingId: id.intern },
      });
      expect(res.body.code).toBe('001');
      expect(res.body.data.viewCount).toBe(before + 1);
      const closed = await client.post(API.recruit.view, { payload: { postingId: id.expired } });
      expect(closed.status).toBe(200);
    });

    it('refuses a missing posting and bad input', async () => {
      const client = createClient(t.app);
      await client.get(API.system.health);
      expect(
        (await client.post(API.recruit.view, { payload: { postingId: 999_999 } })).status,
      ).toBe(404);
      for (const payload of [{}, { postingId: '1' }, { postingId: 0 }, { postingId: 1.5 }]) {
        const res = await client.post(API.recruit.view, { payload });
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.body.code).toBe('202');
      }
    });
  });

  describe('apply state', () => {
    it('shows applicant counts by career band and education, never who', async () => {
      await t.database.db
        .execute(sql`insert into posting_apply_stat (posting_id, dimension, band, count)
        values (${id.backend}, 'career', 'new', 3), (${id.backend}, 'career', '1-3', 2),
               (${id.backend}, 'education', '05', 4), (${id.backend}, 'education', '06', 1)`);
      const res = await createClient(t.app).get<ApplyState>(API.recruit.applyState, {
        query: { postingId: String(id.backend) },
      });
      expect(res.body.code).toBe('001');
      const data = res.body.data;
      expect(data).toMatchObject({
        postingId: id.backend,
        title: '백엔드 개발자 (Node.js)',
        companyName: '(주)한빛소프트웨어',
        status: 'open',
        closeType: 'date',
        closeDate: day(30),
        total: 5,
        today: TODAY,
      });
      expect(data.byCareer).toEqual([
        { band: 'new', label: '신입', count: 3 },
        { band: '1-3', label: '1~3년', count: 2 },
        { band: '4-6', label: '4~6년', count: 0 },
        { band: '7-9', label: '7~9년', count: 0 },
        { band: '10+', label: '10년 이상', count: 0 },
      ]);
      expect(data.byEducation.find((b) => b.band === '05')).toEqual({
        band: '05',
        label: '대졸(4년)',
        count: 4,
      });
      expect(data.byEducation.reduce((n, b) => n + b.count, 0)).toBe(5);
      expect(Object.keys(data).sort()).toEqual(
        [
          'byCareer',
          'byEducation',
          'closeDate',
          'closeType',
          'companyName',
          'postingId',
          'status',
          'title',
          'today',
          'total',
        ].sort(),
      );
    });

    it('shows zeros for a posting without applicants and closed postings too', async () => {
      const res = await createClient(t.app).get<ApplyState>(API.recruit.applyState, {
        query: { postingId: String(id.expired) },
      });
      expect(res.body.data).toMatchObject({ total: 0, status: 'closed' });
    });

    it('refuses missing postings and bad input', async () => {
      const client = createClient(t.app);
      const missing = await client.get(API.recruit.applyState, { query: { postingId: '999999' } });
      expect(missing.status).toBe(404);
      const bad = await client.get(API.recruit.applyState, { query: { postingId: 'x' } });
      expect(bad.status).toBe(400);
    });
  });

  describe('region tree', () => {
    it('lists 시·도 → 시·군·구 with open-posting counts', async () => {
      const res = await createClient(t.app).get<RegionNode[]>(API.person.recrtAddr);
      expect(res.body.code).toBe('001');
      const tree = res.body.data;
      // 지역무관 and the 16 시·도 in force since 2026-07-01.
      expect(tree.length).toBe(17);
      const seoul = tree.find((n) => n.cd === '11000');
      expect(seoul).toMatchObject({ name: '서울특별시', count: 4 });
      expect(seoul?.children.find((c) => c.cd === '11680')).toEqual({
        cd: '11680',
        name: '강남구',
        count: 3,
      });
      expect(seoul?.children.find((c) => c.cd === '11650')?.count).toBe(1);
      expect(seoul?.children.find((c) => c.cd === '11110')?.count).toBe(0);
      expect(tree.find((n) => n.cd === '26000')?.count).toBe(2);
      expect(tree.find((n) => n.cd === '41000')?.count).toBe(1);
      expect(tree.find((n) => n.cd === '50000')).toMatchObject({ count: 0 });
      expect(tree.every((n) => n.cd === '00000' || n.children.length > 0)).toBe(true);
    });
  });

  describe('interest marks on postings', () => {
    const change = (
      client: ReturnType<typeof createClient>,
      contentId: string,
      interested: boolean,
    ) =>
      client.post<InterestState>(API.person.contentInterestChange, {
        payload: { contentType: 'posting', contentId, interested },
      });

    it('asks a guest to log in', async () => {
      const guest = createClient(t.app);
      await guest.get(API.system.health);
      const res = await change(guest, String(id.senior), true);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    });

    it('marks once however often it is sent, and shows the mark to its owner only', async () => {
      const owner = await createUser(t.database);
      const other = await createUser(t.database);
      const client = await loggedInClient(t.app, owner.loginId, owner.password);
      expect((await change(client, String(id.senior), true)).body.data).toEqual({
        interested: true,
        count: 1,
      });
      expect((await change(client, String(id.senior), true)).body.data).toEqual({
        interested: true,
        count: 1,
      });
      const mine = await client.get<PostingPage>(API.recruit.list, { query: { size: '100' } });
      const marked = mine.body.data.items.filter((i) => i.interested).map((i) => i.postingId);
      expect(marked).toEqual([id.senior]);
      const detail = await client.get<PostingDetail>(API.recruit.detail, {
        query: { postingId: String(id.senior) },
      });
      expect(detail.body.data).toMatchObject({ interested: true, interestCount: 1 });

      const otherClient = await loggedInClient(t.app, other.loginId, other.password);
      const theirs = await otherClient.get<PostingDetail>(API.recruit.detail, {
        query: { postingId: String(id.senior) },
      });
      expect(theirs.body.data).toMatchObject({ interested: false, interestCount: 1 });
      const theirList = await otherClient.get<PostingPage>(API.recruit.list);
      expect(theirList.body.data.items.some((i) => i.interested)).toBe(false);

      expect((await change(client, String(id.senior), false)).body.data).toEqual({
        interested: false,
        count: 0,
      });
    });

    it('marks companies, and refuses what does not exist', async () => {
      const owner = await createUser(t.database);
      const client = await loggedInClient(t.app, owner.loginId, owner.password);
      const company = await client.post<InterestState>(API.person.contentInterestChange, {
        payload: { contentType: 'company', contentId: String(bigCompany), interested: true },
      });
      expect(company.body.data).toEqual({ interested: true, count: 1 });
      for (const contentId of ['999999', 'abc', '1e3']) {
        const res = await change(client, contentId, true);
        expect(res.status, contentId).toBe(404);
      }
      const rows = await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from content_interest where content_type = 'posting' and user_id = ${owner.userId}`,
      );
      expect(rows[0]?.n).toBe(0);
    });
  });
});
