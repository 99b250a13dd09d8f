import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  normaliseForSearch,
  SEARCH_KIND_LIST,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
  type Suggestion,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { CERTIFICATES, LANGUAGE_TESTS } from '../../src/db/reference/certificates';
import { addDays } from '../../src/lib/seoul-date';
import type { NewPosting } from '../../src/modules/postings/posting-writer';
import { syncReferenceDocuments } from '../../src/modules/search/reference-documents';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';

const TODAY = '2026-11-21';
/** Noon in Seoul on TODAY. */
const NOW = new Date(`${TODAY}T03:00:00Z`);

/** Reference rows whose name or an alias holds `word`, as the search normalises them. */
const referenceHolding = (rows: readonly { name: string; aliases: string[] }[], word: string) =>
  rows.filter((r) => [r.name, ...r.aliases].some((n) => normaliseForSearch(n).includes(word)))
    .length;

describe.each(DATABASE_KINDS)('global search (%s)', (kind) => {
  let t: TestApp;
  /** Posting ids by a short name. */
  const ids: Record<string, string> = {};
  let devCompanyId = '';

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => NOW });
    const db = t.database.db;
    devCompanyId = String(
      await createCompany(db, { name: '한빛소프트', industry: '응용 소프트웨어 개발 및 공급업' }),
    );
    const hospital = await createCompany(db, { name: '늘봄의료재단', industry: '종합 병원' });
    const post = async (
      key: string,
      title: string,
      overrides: Partial<NewPosting> = {},
    ): Promise<void> => {
      const { postingId } = await createPosting(db, {
        companyId: hospital,
        title,
        jobCodes: ['052003'],
        openDate: addDays(TODAY, -3),
        closeDate: addDays(TODAY, 20),
        ...overrides,
      });
      ids[key] = String(postingId);
    };
    await post('exact', '개발', { viewCount: 1 });
    await post('prefix', '개발 PM (플랫폼)', { viewCount: 5 });
    await post('backend', '[늘봄] 백엔드 개발자', { viewCount: 100, jobCodes: ['024001'] });
    await post('frontend', '프론트엔드 개발자 경력 채용', { viewCount: 50 });
    await post('lastDay', '웹 개발 담당', { viewCount: 10, closeDate: TODAY });
    await post('server', '서버 엔지니어', { viewCount: 7, jobCodes: ['024001'] });
    await post('nurse', '간호사 모집', { viewCount: 999, jobCodes: ['042001'] });
    await post('closedEarly', '응용 개발 (조기 마감)', { viewCount: 500, status: 'closed' });
    await post('expired', '게임 개발 인턴', { viewCount: 500, closeDate: addDays(TODAY, -1) });
    await post('percent', '100% 재택 번역가', { closeType: 'always', closeDate: null });
    await post('underscore', 'data_engineer 채용');
    await post('quotes', `O'Neil 영문 번역가 "급구"`);
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string>) =>
    createClient(t.app).get<SearchResult>(API.search.all, { query });
  const suggest = (query: Record<string, string>) =>
    createClient(t.app).get<Suggestion[]>(API.search.suggest, { query });
  const group = (result: SearchResult, k: SearchKind): SearchGroup => {
    const found = result.groups.find((g) => g.kind === k);
    if (!found) throw new Error(`no ${k} group`);
    return found;
  };
  const postingIds = (result: SearchResult) => group(result, 'posting').items.map((i) => i.id);

  it('puts every certificate and language test into the index at start-up, once', async () => {
    const counts = await selectRows<{ kind: string; n: string | number }>(
      t.database.db,
      sql`select kind, count(*) as n from search_document
          where kind in ('certificate', 'language-test') group by kind order by kind`,
    );
    expect(counts.map((c) => [c.kind, Number(c.n)])).toEqual([
      ['certificate', CERTIFICATES.length],
      ['language-test', LANGUAGE_TESTS.length],
    ]);
    expect(await syncReferenceDocuments(t.database)).toBe(0);

    await t.database.db.execute(
      sql`insert into search_document (kind, ref_id, title, subtitle, search_text, initials)
          values ('certificate', 'GONE', '없어진 자격증', '', '|없어진자격증|', '|ㅇㅇㅈㅈㄱㅈ|')`,
    );
    await t.database.db.execute(
      sql`update search_document set title = '옛 이름' where kind = 'certificate' and ref_id = '1320'`,
    );
    expect(await syncReferenceDocuments(t.database)).toBe(2);
    const [renamed] = await selectRows<{ title: string }>(
      t.database.db,
      sql`select title from search_document where kind = 'certificate' and ref_id = '1320'`,
    );
    expect(renamed?.title).toBe('정보처리기사');
  });

  it('answers every group in order with its total and first page', async () => {
    const res = await search({ keyword: '개발', size: '3' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('001');
    const data = res.body.data;
    expect(data.keyword).toBe('개발');
    expect(data.groups.map((g) => g.kind)).toEqual(SEARCH_KIND_LIST);
    // The server posting is found by its job name (백엔드 개발자); closed ones are not.
    expect(group(data, 'posting')).toMatchObject({ total: 6, page: 1, size: 3, totalPages: 2 });
    expect(postingIds(data)).toEqual([ids.exact, ids.prefix, ids.backend]);
    expect(group(data, 'company')).toMatchObject({ total: 1, totalPages: 1 });
    expect(group(data, 'company').items[0]).toMatchObject({
      kind: 'company',
      id: devCompanyId,
      title: '한빛소프트',
    });
    expect(group(data, 'certificate').total).toBe(referenceHolding(CERTIFICATES, '개발'));
    expect(group(data, 'language-test').total).toBe(referenceHolding(LANGUAGE_TESTS, '개발'));
    for (const g of data.groups) expect(g.items.length).toBe(Math.min(3, g.total));
  });

  it('ranks the exact title, then title prefixes, then the most viewed', async () => {
    const all = (await search({ keyword: '개발', kind: 'posting', size: '50' })).body.data;
    expect(postingIds(all)).toEqual([
      ids.exact,
      ids.prefix,
      ids.backend,
      ids.frontend,
      ids.lastDay,
      ids.server,
    ]);
    const hit = group(all, 'posting').items.find((i) => i.id === ids.backend);
    expect(hit).toMatchObject({ title: '[늘봄] 백엔드 개발자', subtitle: '늘봄의료재단' });
    expect(hit?.meta).toEqual(expect.arrayContaining(['D-20']));
    const lastDay = group(all, 'posting').items.find((i) => i.id === ids.lastDay);
    expect(lastDay?.meta).toContain('오늘 마감');
  });

  it('pages one kind', async () => {
    const second = (await search({ keyword: '개발', kind: 'posting', size: '2', page: '2' })).body
      .data;
    expect(second.groups).toHaveLength(1);
    expect(group(second, 'posting')).toMatchObject({ total: 6, page: 2, size: 2, totalPages: 3 });
    expect(postingIds(second)).toEqual([ids.backend, ids.frontend]);
    const beyond = (await search({ keyword: '개발', kind: 'posting', size: '2', page: '9' })).body
      .data;
    expect(group(beyond, 'posting')).toMatchObject({ total: 6, page: 9, items: [] });
    const companies = (await search({ keyword: '개발', kind: 'company' })).body.data;
    expect(companies.groups.map((g) => g.kind)).toEqual(['company']);
  });

  it('leaves out postings closed early or past their last day', async () => {
    for (const keyword of ['조기 마감', '게임 개발']) {
      const data = (await search({ keyword, kind: 'posting' })).body.data;
      expect(group(data, 'posting').total, keyword).toBe(0);
    }
    const all = postingIds(
      (await search({ keyword: '개발', kind: 'posting', size: '50' })).body.data,
    );
    expect(all).not.toContain(ids.closedEarly);
    expect(all).not.toContain(ids.expired);
  });

  it('finds 2-syllable words inside longer ones', async () => {
    const data = (await search({ keyword: '엔드', kind: 'posting' })).body.data;
    expect(postingIds(data)).toEqual([ids.backend, ids.frontend, ids.server]);
    const spaced = (await search({ keyword: '백엔드 개발', kind: 'posting' })).body.data;
    expect(postingIds(spaced)).toEqual([ids.backend, ids.server]);
  });

  it('finds initial consonants: ㄱㅂ for 개발, ㅈㅂㅊㄹ for 정보처리기사', async () => {
    const dev = postingIds(
      (await search({ keyword: 'ㄱㅂ', kind: 'posting', size: '50' })).body.data,
    );
    for (const key of ['exact', 'prefix', 'backend', 'frontend', 'lastDay', 'server']) {
      expect(dev, key).toContain(ids[key]);
    }
    expect(dev).not.toContain(ids.nurse);
    expect(dev).not.toContain(ids.closedEarly);
    const cert = (await search({ keyword: 'ㅈㅂㅊㄹ', kind: 'certificate' })).body.data;
    const names = group(cert, 'certificate').items.map((i) => i.title);
    expect(names).toContain('정보처리기사');
    expect(names[0]).toMatch(/^정보처리/);
  });

  it('finds a certificate by its abbreviation, with its issuer, grade and next exam', async () => {
    const data = (await search({ keyword: '정처기' })).body.data;
    const hit = group(data, 'certificate').items[0];
    expect(hit).toMatchObject({ kind: 'certificate', id: '1320', title: '정보처리기사' });
    expect(hit?.subtitle).toBe('한국산업인력공단');
    expect(hit?.meta).toEqual(expect.arrayContaining(['국가기술자격', '기사']));
    const next = hit?.meta.find((m) => m.startsWith('다음 시험 '));
    expect(next).toMatch(/^다음 시험 \d{4}\.\d{2}\.\d{2}$/);
    expect((next ?? '').slice(6) >= '2026.11.21').toBe(true);
    const toeic = (await search({ keyword: '토익', kind: 'language-test' })).body.data;
    expect(group(toeic, 'language-test').items.map((i) => i.id)).toContain('TOEIC');
  });

  it('treats %, _, quotes and | as plain characters', async () => {
    const only = async (keyword: string, expected: string[]) => {
      const data = (await search({ keyword, size: '50' })).body.data;
      const hits = data.groups.flatMap((g) => g.items.map((i) => `${g.kind}:${i.id}`));
      expect(hits, keyword).toEqual(expected.map((id) => `posting:${id}`));
    };
    await only('%', [ids.percent ?? '']);
    await only('100%', [ids.percent ?? '']);
    await only('_', [ids.underscore ?? '']);
    await only('data_engineer', [ids.underscore ?? '']);
    await only("'", [ids.quotes ?? '']);
    await only("o'neil", [ids.quotes ?? '']);
    await only('"급구"', [ids.quotes ?? '']);
    await only('개발|간호사', []);
    await only('|', []);
    await only("'; drop table search_document; --", []);
  });

  it('suggests titles while typing, title matches and postings first', async () => {
    const res = await suggest({ keyword: '개발', size: '4' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.body.data.map((s) => `${s.kind}:${s.id}`)).toEqual([
      `posting:${ids.exact}`,
      `posting:${ids.prefix}`,
      `posting:${ids.backend}`,
      `posting:${ids.frontend}`,
    ]);
    expect(res.body.data[0]).toEqual({
      kind: 'posting',
      id: ids.exact,
      title: '개발',
      subtitle: '늘봄의료재단',
      // The registry's canonical address of the posting.
      path: `/person/recrtinfo/detail?postingId=${ids.exact}`,
    });
    // Found by another term only (its industry), the company comes after every title match.
    const many = (await suggest({ keyword: '개발', size: '20' })).body.data;
    const companyAt = many.findIndex((s) => s.kind === 'company');
    const lastTitleMatch = many.findLastIndex((s) => s.title.includes('개발'));
    expect(companyAt).toBeGreaterThan(lastTitleMatch);
    expect(many.map((s) => s.id)).not.toContain(ids.closedEarly);

    const initials = (await suggest({ keyword: 'ㅈㅂㅊㄹ' })).body.data;
    expect(initials[0]).toMatchObject({ kind: 'certificate' });
    expect(initials.map((s) => s.title)).toContain('정보처리기사');
    const alias = (await suggest({ keyword: '정처기' })).body.data;
    expect(alias[0]).toMatchObject({ kind: 'certificate', id: '1320' });
    expect((await suggest({ keyword: '|' })).body.data).toEqual([]);
  });

  it('refuses bad input in Korean', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, '검색어를 입력해 주세요.'],
      [{ keyword: '' }, '검색어를 입력해 주세요.'],
      [{ keyword: '   ' }, '검색어를 입력해 주세요.'],
      [{ keyword: '가'.repeat(51) }, '검색어는 50자 이하로 입력해 주세요.'],
      [{ keyword: '개발', kind: 'community' }, '검색 대상이 올바르지 않습니다.'],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message, JSON.stringify(query)).toContain(message);
    }
    expect((await search({ keyword: '개발', size: '51' })).status).toBe(400);
    expect((await search({ keyword: '개발', page: '0' })).status).toBe(400);
    const empty = await suggest({ keyword: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('검색어를 입력해 주세요.');
    expect((await suggest({ keyword: '가'.repeat(51) })).status).toBe(400);
  });
});
