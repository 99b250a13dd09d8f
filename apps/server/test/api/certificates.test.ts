import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type CertDetail,
  type CertSummary,
  type CertToday,
  type LangSummary,
  type Page,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { CERTIFICATES, LANGUAGE_TESTS } from '../../src/db/reference/certificates';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createUser, loggedInClient } from '../helpers/users';

/** Noon in Seoul on a YYYY-MM-DD day. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);

describe.each(DATABASE_KINDS)('certificates and language tests (%s)', (kind) => {
  let t: TestApp;
  let now = seoulNoon('2026-11-21');
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) =>
    createClient(t.app).get<Page<CertSummary>>(API.certiLang.certList, { query });

  /** A day when some certificate's written registration is open, from the seeded rounds. */
  async function dayWithOpenRegistration(): Promise<{ day: string; code: string }> {
    const [row] = await selectRows<{ day: string; code: string }>(
      t.database.db,
      sql`select to_char(written_reg_start, 'YYYY-MM-DD') as day, cert_code as code from exam_round
          where written_reg_start is not null and year = 2027 order by written_reg_start, cert_code limit 1`,
    );
    if (!row) throw new Error('no registration window in the seed');
    return row;
  }

  it('seeds the whole catalogue', async () => {
    const res = await list({ size: '1' });
    expect(res.body.data.total).toBe(CERTIFICATES.length);
    expect(CERTIFICATES.length).toBeGreaterThanOrEqual(150);
  });

  it('gives each certificate the next round with an exam still ahead', async () => {
    const items = (await list({ size: '100' })).body.data.items.filter((i) => i.nextRound);
    expect(items.length).toBeGreaterThan(50);
    for (const i of items) {
      const r = i.nextRound;
      const lastExam =
        r?.practicalExamEnd ??
        r?.practicalExamStart ??
        r?.writtenExamEnd ??
        r?.writtenExamStart ??
        '';
      expect(lastExam >= '2026-11-21', i.name).toBe(true);
    }
  });

  it('sorts by popularity by default and pages to the end', async () => {
    const first = (await list({ size: '10' })).body.data;
    const pops = first.items.map((i) => i.popularity);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    const lastPage = Math.ceil(first.total / 10);
    const last = (await list({ size: '10', page: String(lastPage) })).body.data;
    expect(last.items.length).toBe(first.total - (lastPage - 1) * 10);
    const beyond = (await list({ size: '10', page: String(lastPage + 1) })).body.data;
    expect(beyond).toMatchObject({ items: [], total: first.total, totalPages: lastPage });
  });

  it('filters by kind, grade and NCS field', async () => {
    const tech = (await list({ kind: 'national-technical', grade: '기사', size: '100' })).body.data;
    expect(tech.items.length).toBeGreaterThan(5);
    const expected = CERTIFICATES.filter(
      (c) => c.kind === 'national-technical' && c.grade === '기사',
    ).length;
    expect(tech.total).toBe(expected);
    expect(tech.items.every((i) => i.kind === 'national-technical' && i.grade === '기사')).toBe(
      true,
    );
    const it20 = (await list({ ncsField: '20', size: '100' })).body.data;
    expect(it20.total).toBe(CERTIFICATES.filter((c) => c.ncsField === '20').length);
  });

  it('finds 2-syllable words, initial consonants and abbreviations', async () => {
    const twoSyllables = (await list({ keyword: '정보', size: '100' })).body.data.items.map(
      (i) => i.name,
    );
    expect(twoSyllables).toContain('정보처리기사');
    expect(
      twoSyllables.every(
        (n) =>
          n.includes('정보') ||
          CERTIFICATES.find((c) => c.name === n)?.aliases.some((a) => a.includes('정보')),
      ),
    ).toBe(true);
    const initials = (await list({ keyword: 'ㅈㅂㅊㄹ' })).body.data.items.map((i) => i.name);
    expect(initials[0]).toMatch(/^정보처리/);
    expect(initials).toContain('정보처리기사');
    const abbreviation = (await list({ keyword: '정처기' })).body.data.items.map((i) => i.name);
    expect(abbreviation[0]).toBe('정보처리기사');
    const spaced = (await list({ keyword: '정보 처리' })).body.data.items.map((i) => i.name);
    expect(spaced).toContain('정보처리기사');
  });

  it('treats % and _ in keywords literally', async () => {
    for (const keyword of ['%', '_', "'", '100%']) {
      const res = await list({ keyword });
      expect(res.status, keyword).toBe(200);
      expect(res.body.data.total, keyword).toBe(0);
    }
  });

  it('filters to registrations open today and by exam month', async () => {
    const { day, code } = await dayWithOpenRegistration();
    now = seoulNoon(day);
    const open = (await list({ openNow: 'Y', size: '100' })).body.data;
    expect(open.items.map((i) => i.code)).toContain(code);
    expect(open.items.every((i) => i.registrationOpen)).toBe(true);
    const month = (await list({ examMonth: '3', size: '100' })).body.data;
    expect(month.total).toBeGreaterThan(0);
    now = seoulNoon('2026-11-21');
  });

  it('sorts by name and by next exam', async () => {
    const byName = (await list({ sortBy: 'name', size: '100' })).body.data.items.map((i) => i.name);
    const hangul = byName.filter((n) => /^[가-힣]/.test(n));
    expect(hangul).toEqual([...hangul].sort());
    const byNext = (await list({ sortBy: 'nextExam', size: '100' })).body.data.items;
    const dates = byNext.map(
      (i) => i.nextRound?.writtenExamStart ?? i.nextRound?.practicalExamStart ?? '9999',
    );
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      [{ kind: 'nope' }, 'kind'],
      [{ size: '0' }, 'size'],
      [{ size: '101' }, 'size'],
      [{ page: '0' }, 'page'],
      [{ examMonth: '13' }, 'examMonth'],
      [{ ncsField: '99' }, 'ncsField'],
      [{ sortBy: 'random' }, 'sortBy'],
    ] as const) {
      const res = await list(query);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('details a certificate with every round and the next one', async () => {
    const res = await createClient(t.app).get<CertDetail>(API.certiLang.certDetail, {
      query: { code: CERTIFICATES.find((c) => c.name === '정보처리기사')?.code ?? '' },
    });
    const d = res.body.data;
    expect(d.name).toBe('정보처리기사');
    expect(d.rounds.map((r) => r.year)).toEqual(expect.arrayContaining([2026, 2027]));
    expect(d.nextRound).not.toBeNull();
    expect(d.writtenSubjects.length).toBeGreaterThan(0);
    expect(d.today).toBe('2026-11-21');
    const missing = await createClient(t.app).get(API.certiLang.certDetail, {
      query: { code: 'NOPE' },
    });
    expect(missing.status).toBe(404);
    const none = await createClient(t.app).get(API.certiLang.certDetail);
    expect(none.status).toBe(400);
  });

  it('looks up certificates and language tests for forms', async () => {
    const certi = await createClient(t.app).get<{ name: string }[]>(API.cmmn.certi, {
      query: { keyword: '정처기' },
    });
    expect(certi.body.data[0]?.name).toBe('정보처리기사');
    const initials = await createClient(t.app).get<{ name: string }[]>(API.cmmn.certi, {
      query: { keyword: 'ㅈㅂㅊㄹㄱㅅ' },
    });
    expect(initials.body.data[0]?.name).toBe('정보처리기사');
    const toeic = await createClient(t.app).get<{ name: string }[]>(API.cmmn.lang, {
      query: { keyword: '토익' },
    });
    expect(toeic.body.data.map((r) => r.name)).toEqual(expect.arrayContaining(['TOEIC']));
    const empty = await createClient(t.app).get(API.cmmn.certi, { query: { keyword: '' } });
    expect(empty.status).toBe(400);
  });

  it('lists and details language tests', async () => {
    const res = await createClient(t.app).get<Page<LangSummary>>(API.certiLang.langList, {
      query: { size: '50' },
    });
    expect(res.body.data.total).toBe(LANGUAGE_TESTS.length);
    const toeic = res.body.data.items.find((i) => i.name === 'TOEIC');
    expect(toeic?.nextSession?.testDate).toBeTruthy();
    const detail = await createClient(t.app).get<{ sessions: unknown[] }>(
      API.certiLang.langDetail,
      {
        query: { code: toeic?.code ?? '' },
      },
    );
    expect(detail.body.data.sessions.length).toBeGreaterThan(3);
  });

  it('filters language tests by language, open registration and exam month', async () => {
    const get = (query: Record<string, string>) =>
      createClient(t.app).get<Page<LangSummary>>(API.certiLang.langList, {
        query: { size: '50', ...query },
      });
    const japanese = (await get({ language: '일본어' })).body.data;
    expect(japanese.total).toBe(LANGUAGE_TESTS.filter((l) => l.language === '일본어').length);
    expect(japanese.items.every((i) => i.language === '일본어')).toBe(true);
    const toeic = LANGUAGE_TESTS.find((l) => l.name === 'TOEIC');
    const session = toeic?.sessions.find((x) => x.regStart > '2026-11-21');
    now = seoulNoon(session?.regStart ?? '2027-01-01');
    const open = (await get({ openNow: 'Y' })).body.data.items;
    expect(open.map((i) => i.name)).toContain('TOEIC');
    expect(open.every((i) => i.registrationOpen)).toBe(true);
    now = seoulNoon('2026-11-21');
    const month = Number(session?.testDate.slice(5, 7) ?? '1');
    const inMonth = (await get({ examMonth: String(month) })).body.data.items.map((i) => i.name);
    expect(inMonth).toContain('TOEIC');
    expect((await get({ keyword: 'ㅌㅇ' })).body.data.items.map((i) => i.name)).toContain('TOEIC');
    const bad = await get({ examMonth: '0' });
    expect(bad.status).toBe(400);
  });

  describe('certificate of the day', () => {
    const today = async () =>
      (await createClient(t.app).get<CertToday>(API.main.certToday)).body.data;

    it('is the same all day in Seoul and changes the next day', async () => {
      now = new Date('2027-03-10T15:30:00Z'); // 00:30 on the 11th in Seoul
      const morning = await today();
      now = new Date('2027-03-11T14:30:00Z'); // 23:30 on the 11th
      const night = await today();
      expect(night.code).toBe(morning.code);
      now = new Date('2027-03-11T15:30:00Z'); // 00:30 on the 12th
      const next = await today();
      expect(next.code).not.toBe(morning.code);
      now = seoulNoon('2026-11-21');
    });

    it('prefers certificates whose registration is open or opens soon', async () => {
      const { day } = await dayWithOpenRegistration();
      now = seoulNoon(day);
      const pick = await today();
      expect(['접수 중', '접수 예정']).toContain(pick.reason);
      now = seoulNoon('2026-11-21');
    });
  });

  describe('interest marks', () => {
    const code = () => CERTIFICATES[0]?.code ?? '';

    it('need login and CSRF', async () => {
      const anon = createClient(t.app);
      await anon.get(API.system.health);
      const body = { contentType: 'certificate', contentId: code(), interested: true };
      expect((await anon.post(API.person.contentInterestChange, { payload: body })).body.code).toBe(
        '401',
      );
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      expect(
        (await member.post(API.person.contentInterestChange, { payload: body, csrf: false }))
          .status,
      ).toBe(403);
    });

    it('toggle idempotently and show in lists and details for that member only', async () => {
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      const mark = (interested: boolean) =>
        member.post<{ interested: boolean; count: number }>(API.person.contentInterestChange, {
          payload: { contentType: 'certificate', contentId: code(), interested },
        });
      const first = (await mark(true)).body.data;
      const again = (await mark(true)).body.data;
      expect(again).toEqual(first);
      expect(first.interested).toBe(true);
      const detail = await member.get<CertDetail>(API.certiLang.certDetail, {
        query: { code: code() },
      });
      expect(detail.body.data.interested).toBe(true);
      const listed = await member.get<Page<CertSummary>>(API.certiLang.certList, {
        query: { keyword: CERTIFICATES[0]?.name ?? '' },
      });
      expect(listed.body.data.items.find((i) => i.code === code())?.interested).toBe(true);
      const stranger = await createClient(t.app).get<CertDetail>(API.certiLang.certDetail, {
        query: { code: code() },
      });
      expect(stranger.body.data.interested).toBe(false);
      const off = (await mark(false)).body.data;
      expect(off).toEqual({ interested: false, count: first.count - 1 });
      expect((await mark(false)).body.data).toEqual(off);
    });

    // A kind declared but not built is refused by the registry (its unit test): every kind
    // the interest call names is built now, so an unknown post is a 404 like a certificate.
    it('refuses unknown content and unknown kinds', async () => {
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      const missing = await member.post(API.person.contentInterestChange, {
        payload: { contentType: 'certificate', contentId: 'NOPE', interested: true },
      });
      expect(missing.status).toBe(404);
      const noPost = await member.post(API.person.contentInterestChange, {
        payload: { contentType: 'community-post', contentId: '999999', interested: true },
      });
      expect(noPost.status).toBe(404);
      const bad = await member.post(API.person.contentInterestChange, {
        payload: { contentType: 'weather', contentId: '1', interested: true },
      });
      expect(bad.body.message).toMatch(/^contentType: /);
    });
  });
});
