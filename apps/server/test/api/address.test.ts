import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Address, type Page } from '@ilteo/contract';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';

describe.each(DATABASE_KINDS)('address search (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string>) =>
    createClient(t.app).get<Page<Address>>(API.cmmn.address, { query });

  it('finds a building by its Korean name, for a visitor', async () => {
    const res = await search({ keyword: '국립중앙박물관' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('001');
    expect(res.body.data).toEqual({
      items: [
        {
          zipCode: '04383',
          roadAddress: '서울특별시 용산구 서빙고로 137 (용산동6가)',
          jibunAddress: '서울특별시 용산구 용산동6가 168-6 국립중앙박물관',
          buildingName: '국립중앙박물관',
        },
      ],
      page: 1,
      size: 10,
      total: 1,
      totalPages: 1,
    });
  });

  it('matches road names, lot addresses and every word of the keyword', async () => {
    const road = await search({ keyword: '세종대로' });
    expect(road.body.data.items.map((a) => a.buildingName).sort()).toEqual([
      '서울특별시청',
      '정부서울청사',
    ]);

    const lot = await search({ keyword: '신천동' });
    expect(lot.body.data.total).toBe(2);

    const words = await search({ keyword: '판교역로 235' });
    expect(words.body.data.items.map((a) => a.zipCode)).toEqual(['13494']);

    const latin = await search({ keyword: 'apec로' });
    expect(latin.body.data.items[0]?.buildingName).toBe('벡스코');
  });

  it('joins a decomposed (NFD) keyword before matching', async () => {
    const res = await search({ keyword: '국회의사당'.normalize('NFD') });
    expect(res.body.data.total).toBe(1);
  });

  it('pages through the results and answers an empty page past the end', async () => {
    const first = await search({ keyword: '서울특별시', size: '7' });
    const { total, totalPages } = first.body.data;
    expect(total).toBeGreaterThan(14);
    expect(totalPages).toBe(Math.ceil(total / 7));
    expect(first.body.data.items).toHaveLength(7);

    const seen = new Set<string>();
    for (let page = 1; page <= totalPages; page++) {
      const res = await search({ keyword: '서울특별시', size: '7', page: String(page) });
      const expected = page < totalPages ? 7 : total - 7 * (totalPages - 1);
      expect(res.body.data.items).toHaveLength(expected);
      for (const a of res.body.data.items) seen.add(a.roadAddress);
    }
    expect(seen.size).toBe(total);

    const beyond = await search({ keyword: '서울특별시', size: '7', page: String(totalPages + 1) });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual({
      items: [],
      page: totalPages + 1,
      size: 7,
      total,
      totalPages,
    });

    const none = await search({ keyword: '없는도로명123' });
    expect(none.body.data).toEqual({ items: [], page: 1, size: 10, total: 0, totalPages: 0 });
  });

  it.each([
    ['a one-character keyword', { keyword: '길' }, 'keyword'],
    ['a keyword of spaces', { keyword: '   ' }, 'keyword'],
    ['no keyword', {}, 'keyword'],
    ['a keyword over 80 characters', { keyword: '가'.repeat(81) }, 'keyword'],
    ['size 0', { keyword: '세종대로', size: '0' }, 'size'],
    ['size 51', { keyword: '세종대로', size: '51' }, 'size'],
    ['page 0', { keyword: '세종대로', page: '0' }, 'page'],
    ['a page that is not a number', { keyword: '세종대로', page: 'abc' }, 'page'],
  ])('refuses %s with 202 naming the field', async (_label, query, field) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message.startsWith(`${field}: `)).toBe(true);
  });

  it.each([
    ['%%', 0],
    ['__', 0],
    ['%대로', 0],
    ['세종_로', 0],
    ["' OR '1'='1", 0],
    ['"세종대로"', 0],
    ["세종대로'; drop table account; --", 0],
    ['.*', 0],
    ['[가-힣]+', 0],
    ['\\d+', 0],
    // The same characters count when the addresses hold them.
    ['(세종로)', 2],
    ['217-60', 1],
  ])('takes %j literally (%i hits)', async (keyword, hits) => {
    const res = await search({ keyword });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('001');
    expect(res.body.data.total).toBe(hits);
  });

  it('has a rate limit of its own', async () => {
    const own = await createTestApp(kind);
    try {
      const client = createClient(own.app);
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) {
        const res = await client.get(API.cmmn.address, { query: { keyword: '세종대로' } });
        statuses.push(res.status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      const last = await client.get(API.cmmn.address, { query: { keyword: '세종대로' } });
      expect(last.status).toBe(429);
      expect(last.body.code).toBe('202');
      // Other routes still answer: the limit is the search's own, not the general one.
      const other = await client.get(API.cmmn.sideMenu, { query: { menuSe: 'person' } });
      expect(other.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
