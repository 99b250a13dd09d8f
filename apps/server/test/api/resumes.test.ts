import { eq } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  RESUME_LIMITS,
  resumeContentSchema,
  type ResumeContent,
  type ResumeDetail,
  type ResumeList,
  type ResumeSummary,
  RESUME_API,
} from '@ilteo/contract';
import { resume, resumeRead } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { signedInOperator } from '../helpers/operators';
import { completeContent, createResume, saveResume } from '../helpers/resumes';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

describe.each(DATABASE_KINDS)('résumés (%s)', (kind) => {
  let t: TestApp;

  async function member() {
    const user = await createUser(t.database, {
      name: '김지원',
      birthDate: '1997-08-21',
      mobile: '01098765432',
      zipCode: '04524',
      address: '서울특별시 중구 세종대로 110',
      addressDetail: '3층',
    });
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  }
  const list = async (c: Client) => (await c.get<ResumeList>(RESUME_API.list)).body.data.items;
  const detail = (c: Client, resumeId: number, query: Record<string, string> = {}) =>
    c.get<ResumeDetail>(RESUME_API.detail, { query: { resumeId: String(resumeId), ...query } });
  const flags = (c: Client, payload: Record<string, unknown>) =>
    c.request<ResumeSummary>('PATCH', RESUME_API.flags, { payload });
  const remove = (c: Client, resumeId: number) =>
    c.request('DELETE', RESUME_API.save, { query: { resumeId: String(resumeId) } });
  const copy = (c: Client, resumeId: number) =>
    c.post<{ resumeId: number }>(RESUME_API.copy, { payload: { resumeId } });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('starts a blank résumé with 기본정보 from the account', async () => {
    const { client, user } = await member();
    const res = await client.get<ResumeContent>(RESUME_API.blank);
    expect(res.body.code).toBe('001');
    expect(res.body.data.basics).toEqual({
      name: '김지원',
      birthDate: '19970821',
      mobile: '01098765432',
      email: user.email,
      zipCode: '04524',
      address: '서울특별시 중구 세종대로 110',
      addressDetail: '3층',
      photo: null,
    });
    expect(res.body.data.education).toEqual([]);
  });

  it('creates, edits and lists: the first is 대표, progress is computed, newest edit first', async () => {
    const { client } = await member();
    const draft = {
      ...completeContent('작성 중인 이력서'),
      education: [],
      careerType: null,
      work: [],
    };
    const created = await saveResume(client, draft);
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('002');
    const first = created.body.data.resumeId;
    const second = await createResume(client, completeContent('두 번째'));

    let items = await list(client);
    expect(items.map((i) => i.resumeId)).toEqual([second, first]);
    expect(items.find((i) => i.resumeId === first)).toMatchObject({
      primary: true,
      public: false,
      acceptOffers: false,
      complete: false,
    });
    expect(items.find((i) => i.resumeId === first)?.missing?.[0]).toBe('education');
    expect(items.find((i) => i.resumeId === second)).toMatchObject({
      primary: false,
      complete: true,
    });

    const edited = await saveResume(client, completeContent('완성한 이력서'), first);
    expect(edited.body.code).toBe('003');
    items = await list(client);
    expect(items[0]).toMatchObject({ resumeId: first, title: '완성한 이력서', complete: true });
  });

  it('shows the detail with Korean names for codes and logs every read', async () => {
    const { client, user } = await member();
    const id = await createResume(client);
    const res = await detail(client, id);
    expect(res.body.code).toBe('001');
    expect(res.body.data.content.title).toBe('백엔드 개발자 이력서');
    expect(res.body.data.labels).toMatchObject({
      '1320': '정보처리기사',
      TOEIC: 'TOEIC',
      '11680': '서울 강남구',
    });
    expect(res.body.data.labels['024001']).toMatch(/[가-힣]/);
    expect(res.body.data.labels['10']).toMatch(/[가-힣]/);
    await detail(client, id, { purpose: 'print' });
    const reads = await t.database.db.select().from(resumeRead).where(eq(resumeRead.resumeId, id));
    expect(reads.map((r) => [r.readerId, r.readerRole, r.purpose])).toEqual([
      [user.userId, 'member', 'owner'],
      [user.userId, 'member', 'print'],
    ]);
    const bad = await detail(client, id, { purpose: 'company' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);
  });

  it('copies as a private, non-대표 résumé titled (사본)', async () => {
    const { client } = await member();
    const id = await createResume(client);
    await flags(client, { resumeId: id, public: true, acceptOffers: true });
    const res = await copy(client, id);
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('006');
    const copied = (await list(client)).find((i) => i.resumeId === res.body.data.resumeId);
    expect(copied).toMatchObject({
      title: '백엔드 개발자 이력서 (사본)',
      primary: false,
      public: false,
      acceptOffers: false,
    });
  });

  it(`refuses the ${String(RESUME_LIMITS.perMember + 1)}th résumé, by save and by copy`, async () => {
    const { client } = await member();
    let last = 0;
    for (let i = 0; i < RESUME_LIMITS.perMember; i++) {
      last = await createResume(client, completeContent(`이력서 ${String(i + 1)}`));
    }
    const over = await saveResume(client, completeContent('열한 번째'));
    expect(over.body.code).toBe('202');
    expect(over.body.message).toBe('이력서는 10개까지 만들 수 있습니다.');
    const overCopy = await copy(client, last);
    expect(overCopy.body.message).toBe('이력서는 10개까지 만들 수 있습니다.');
    expect(await list(client)).toHaveLength(RESUME_LIMITS.perMember);
  });

  it('deletes (004); a deleted 대표 passes to the most recently edited one', async () => {
    const { client } = await member();
    const a = await createResume(client, completeContent('A'));
    const b = await createResume(client, completeContent('B'));
    const c = await createResume(client, completeContent('C'));
    await saveResume(client, completeContent('B 수정'), b);
    const res = await remove(client, a);
    expect(res.body.code).toBe('004');
    const items = await list(client);
    expect(items.map((i) => [i.resumeId, i.primary])).toEqual([
      [b, true],
      [c, false],
    ]);
  });

  it('switches 대표 so exactly one is 대표', async () => {
    const { client, user } = await member();
    const a = await createResume(client, completeContent('A'));
    const b = await createResume(client, completeContent('B'));
    const res = await flags(client, { resumeId: b, primary: true });
    expect(res.body.code).toBe('003');
    expect(res.body.data.primary).toBe(true);
    const rows = await t.database.db.select().from(resume).where(eq(resume.memberId, user.userId));
    expect(rows.filter((r) => r.isPrimary).map((r) => r.resumeId)).toEqual([b]);
    expect(a).not.toBe(b);
  });

  it('offers need a public résumé; making it private turns offers off', async () => {
    const { client } = await member();
    const id = await createResume(client);
    const refused = await flags(client, { resumeId: id, acceptOffers: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('공개 이력서만 제안을 받을 수 있습니다.');
    const on = await flags(client, { resumeId: id, public: true, acceptOffers: true });
    expect(on.body.data).toMatchObject({ public: true, acceptOffers: true });
    const off = await flags(client, { resumeId: id, public: false });
    expect(off.body.data).toMatchObject({ public: false, acceptOffers: false });
    const both = await flags(client, { resumeId: id, public: false, acceptOffers: true });
    expect(both.status).toBe(400);
  });

  describe('validation: 400 with a Korean message beside the field, nothing written', () => {
    const base = completeContent();
    const cases: [string, ResumeContent, RegExp][] = [
      [
        'education ending before it starts',
        { ...base, education: [{ ...base.education[0]!, start: '202003', end: '201902' }] },
        /종료일이 시작일보다 빠릅니다/,
      ],
      [
        'work ending before it starts',
        { ...base, work: [{ ...base.work[0]!, current: false, end: '201901' }] },
        /종료일이 시작일보다 빠릅니다/,
      ],
      [
        'an activity ending before it starts',
        {
          ...base,
          activities: [
            {
              kind: 'CLUB',
              organization: '동아리',
              start: '201905',
              end: '201801',
              description: '',
            },
          ],
        },
        /종료일이 시작일보다 빠릅니다/,
      ],
      [
        'an answer over its limit',
        { ...base, essays: [{ question: '성장 과정', answer: '가'.repeat(101), limit: 100 }] },
        /글자 수 제한/,
      ],
      [
        'an unknown certificate code',
        { ...base, certificates: [{ code: 'NOPE-1', issuer: '', acquiredOn: '' }] },
        /자격증 목록에 없는/,
      ],
      [
        'an unknown language test',
        { ...base, languages: [{ code: 'NOPE', score: '1', takenOn: '' }] },
        /어학시험 목록에 없는/,
      ],
      [
        'an unknown job code',
        { ...base, wish: { ...base.wish, jobs: ['999999'] } },
        /없는 희망 직무/,
      ],
      [
        'a malformed birth date',
        { ...base, basics: { ...base.basics, birthDate: '1995-05-05' } },
        /생년월일/,
      ],
      [
        'a link without http',
        { ...base, portfolio: { links: [{ label: 'x', url: 'javascript:alert(1)' }], files: [] } },
        /http/,
      ],
      ['an over-long title', { ...base, title: '가'.repeat(101) }, /100자 이하/],
    ];
    it.each(cases)('%s', async (_name, content, message) => {
      const { client } = await member();
      const res = await saveResume(client, content);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('202');
      expect(res.body.message).toMatch(message);
      expect(await list(client)).toEqual([]);
    });
  });

  it('PUT needs a resumeId; POST refuses one', async () => {
    const { client } = await member();
    const id = await createResume(client);
    expect(
      (await client.request('PUT', RESUME_API.save, { payload: { content: completeContent() } }))
        .status,
    ).toBe(400);
    expect((await saveResume(client, completeContent())).body.code).toBe('002');
    const post = await client.post(RESUME_API.save, {
      payload: { resumeId: id, content: completeContent() },
    });
    expect(post.status).toBe(400);
  });

  describe('who may call', () => {
    let owner: Client;
    let ownerResume: number;
    const callers = {} as Record<'other' | 'company' | 'operator' | 'anonymous', Client>;

    beforeAll(async () => {
      owner = (await member()).client;
      ownerResume = await createResume(owner);
      callers.other = (await member()).client;
      const company = await createUser(t.database, { role: 'company' });
      callers.company = await loggedInClient(t.app, company.loginId, company.password);
      callers.operator = (await signedInOperator(t.app, t.database, () => new Date())).client;
      callers.anonymous = createClient(t.app);
      await callers.anonymous.get(API.system.health);
    });

    const onRecord: [string, (c: Client, id: number) => Promise<{ body: { code: string } }>][] = [
      ['GET detail', (c, id) => detail(c, id)],
      ['PUT save', (c, id) => saveResume(c, completeContent('남의 것'), id)],
      ['DELETE', (c, id) => remove(c, id)],
      ['POST copy', (c, id) => copy(c, id)],
      ['PATCH flags', (c, id) => flags(c, { resumeId: id, public: true })],
      [
        'GET json-resume',
        (c, id) => c.get(RESUME_API.jsonResume, { query: { resumeId: String(id) } }),
      ],
    ];
    it.each(onRecord)(
      '%s of another member’s résumé: 102, the same as a résumé that does not exist',
      async (_n, call) => {
        expect((await call(callers.other, ownerResume)).body.code).toBe('102');
        expect((await call(callers.other, 2_000_000_000)).body.code).toBe('102');
        expect((await call(callers.company, ownerResume)).body.code).toBe('102');
        expect((await call(callers.operator, ownerResume)).body.code).toBe('102');
        expect((await call(callers.anonymous, ownerResume)).body.code).toBe('401');
        const stillThere = await detail(owner, ownerResume);
        expect(stillThere.body.data.content.title).toBe('백엔드 개발자 이력서');
      },
    );

    const ownScope: [string, (c: Client) => Promise<{ body: { code: string } }>][] = [
      ['GET list', (c) => c.get(RESUME_API.list)],
      ['GET blank', (c) => c.get(RESUME_API.blank)],
      ['POST save', (c) => saveResume(c, completeContent())],
      ['POST json-resume', (c) => c.post(RESUME_API.jsonResume, { payload: { document: {} } })],
    ];
    it.each(ownScope)(
      '%s: job seekers only (company and operator 102, visitor 401)',
      async (_n, call) => {
        expect((await call(callers.company)).body.code).toBe('102');
        expect((await call(callers.operator)).body.code).toBe('102');
        expect((await call(callers.anonymous)).body.code).toBe('401');
      },
    );
  });

  describe('채용절차법 Art. 4-3: no banned field in the schema, the table or the API', () => {
    const BANNED =
      /height|weight|키$|^키|체중|birthplace|hometown|출신|marital|혼인|family|가족|property|assets|재산|rrn|residentNumber|주민/i;

    /** Every key of a zod object schema, nested objects and arrays included. */
    function keysOf(schema: unknown, prefix = ''): string[] {
      const def = (schema as { def?: Record<string, unknown> }).def ?? {};
      const type = def.type as string | undefined;
      if (type === 'object') {
        const shape = def.shape as Record<string, unknown>;
        return Object.entries(shape).flatMap(([k, v]) => [
          `${prefix}${k}`,
          ...keysOf(v, `${prefix}${k}.`),
        ]);
      }
      const inner = def.innerType ?? def.element ?? def.in ?? def.schema;
      return inner ? keysOf(inner, prefix) : [];
    }

    it('walks every key of resumeContentSchema', () => {
      const keys = keysOf(resumeContentSchema);
      expect(keys).toContain('basics.photo.saveName');
      expect(keys).toContain('education.grade.score');
      expect(keys.filter((k) => k.split('.').some((part) => BANNED.test(part)))).toEqual([]);
    });

    it('checks the table columns', () => {
      const columns = Object.values(getTableColumns(resume)).map((c) => c.name);
      expect(columns).toContain('content');
      expect(columns.filter((c) => c.split('_').some((part) => BANNED.test(part)))).toEqual([]);
    });

    it('the API ignores a banned field sent anyway', async () => {
      const { client } = await member();
      const content = {
        ...completeContent(),
        height: 180,
        basics: { ...completeContent().basics, rrn: '9501011234567' },
      };
      const id = await createResume(client, content);
      const res = await detail(client, id);
      expect(JSON.stringify(res.body.data)).not.toMatch(/height|rrn|9501011234567/);
    });
  });
});
