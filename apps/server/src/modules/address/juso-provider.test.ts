import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createJusoProvider, JUSO_ENDPOINT } from './juso-provider';

const QUERY = { keyword: '세종대로 209', page: 2, size: 5 };

function provider(answer: () => Promise<Response>) {
  const logged: object[] = [];
  const calls: URL[] = [];
  const search = createJusoProvider({
    confirmKey: 'secret-key',
    log: { error: (d: object) => logged.push(d) },
    fetch: (input) => {
      calls.push(new URL(input instanceof Request ? input.url : input));
      return answer();
    },
  });
  return { search, logged, calls };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('juso provider (no network: fetch is a stand-in)', () => {
  it('sends the documented parameters and maps the answer', async () => {
    const { search, calls } = provider(() =>
      json({
        results: {
          common: { errorCode: '0', errorMessage: '정상', totalCount: '7', currentPage: '2' },
          juso: [
            {
              zipNo: '03171',
              roadAddr: '서울특별시 종로구 세종대로 209 (세종로)',
              jibunAddr: '서울특별시 종로구 세종로 77-6 정부서울청사',
              bdNm: '정부서울청사',
              admCd: '1111011900',
            },
            { zipNo: '04524', roadAddr: 'r', jibunAddr: 'j', bdNm: ' ' },
          ],
        },
      }),
    );
    expect(await search.search(QUERY)).toEqual({
      total: 7,
      items: [
        {
          zipCode: '03171',
          roadAddress: '서울특별시 종로구 세종대로 209 (세종로)',
          jibunAddress: '서울특별시 종로구 세종로 77-6 정부서울청사',
          buildingName: '정부서울청사',
        },
        { zipCode: '04524', roadAddress: 'r', jibunAddress: 'j', buildingName: null },
      ],
    });
    const url = calls[0];
    expect(`${url?.origin ?? ''}${url?.pathname ?? ''}`).toBe(JUSO_ENDPOINT);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      confmKey: 'secret-key',
      currentPage: '2',
      countPerPage: '5',
      keyword: '세종대로 209',
      resultType: 'json',
    });
  });

  it('answers 201 with our Korean sentence when the keyword is refused', async () => {
    const { search } = provider(() =>
      json({
        results: {
          common: { errorCode: 'E0006', errorMessage: '주소를 상세히 입력해 주시기 바랍니다.' },
          juso: null,
        },
      }),
    );
    await expect(search.search(QUERY)).rejects.toMatchObject({
      code: '201',
      message: '주소를 더 자세히 입력해 주세요. 시·도 이름만으로는 검색할 수 없습니다.',
    });
  });

  it.each([
    ['a bad key', () => json({ results: { common: { errorCode: 'E0001' }, juso: null } }), 502],
    ['an HTTP error', () => json({}, 500), 502],
    ['an unexpected shape', () => json({ hello: 'world' }), 502],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), 502],
    [
      'a timeout',
      () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
      504,
    ],
  ])('answers 203 for %s and never logs the key', async (_label, answer, status) => {
    const { search, logged } = provider(answer);
    const err = await search.search(QUERY).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: '203', status });
    expect((err as Error).cause).toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('secret-key');
  });
});
