import { describe, expect, it } from 'vitest';
import { firstScreenCalls } from './first-screen-calls';
import { postingIdOf } from './first-screen';

const at = (address: string) => new URL(address, 'https://ilteo.example');

describe('firstScreenCalls', () => {
  it('names the login check and the main page blocks, with no guard call for a public screen', () => {
    expect(firstScreenCalls('main', at('/person/main'))).toEqual([
      '/api/cmmn/verifyToken',
      '/api/v1/cmmn/person/main/job-posting/by-paid-service?placement=main-premium&size=8',
      '/api/v1/cmmn/person/main/theme',
      '/api/v1/cmmn/person/main/job-posting/by-paid-service?placement=main-focus&size=6',
      '/api/v1/cmmn/person/main/cert-today',
    ]);
  });

  it("adds the guard's check for the path as typed, and the posting the address names", () => {
    expect(firstScreenCalls('recruitDetail', at('/person/recrtInfo/detail?postingId=7'))).toEqual([
      '/api/cmmn/verifyToken',
      '/api/auth/verifyRouter?url=%2Fperson%2FrecrtInfo%2Fdetail',
      '/api/v1/person/recrt-info/detail?postingId=7',
    ]);
  });

  it("names the community list's first page only for the plain address", () => {
    expect(firstScreenCalls('commuList', at('/person/certi-lang/commu/list'))).toEqual([
      '/api/cmmn/verifyToken',
      '/api/v1/person/certi-lang/commu?sort=latest&page=1',
      '/api/v1/person/certi-lang/commu/boards',
    ]);
    expect(firstScreenCalls('commuList', at('/person/certi-lang/commu/list?boardId=3'))).toEqual([
      '/api/cmmn/verifyToken',
    ]);
  });

  it("names a community post's call for the detail with and without chrome", () => {
    expect(
      firstScreenCalls('commuDetail', at('/person/certi-lang/commu/detail?postId=12')),
    ).toContain('/api/v1/person/certi-lang/commu/detail?postId=12');
    expect(firstScreenCalls('bareCommuDetail', at('/bare/commu/detail?postId=12'))).toContain(
      '/api/v1/person/certi-lang/commu/detail?postId=12',
    );
    expect(
      firstScreenCalls('commuDetail', at('/person/certi-lang/commu/detail?postId=x')).some((c) =>
        c.includes('commu/detail'),
      ),
    ).toBe(false);
  });

  it('asks for no posting when the address has no valid id', () => {
    for (const query of ['', '?postingId=', '?postingId=0', '?postingId=1e3', '?postingId=-4']) {
      const calls = firstScreenCalls('recruitDetail', at(`/person/recrtinfo/detail${query}`));
      expect(calls.some((c) => c.includes('recrt-info/detail'))).toBe(false);
    }
  });

  it('reads posting ids as the detail screen does', () => {
    expect(postingIdOf(' 0042 ')).toBe(42);
    expect(postingIdOf('abc')).toBeNull();
    expect(postingIdOf(null)).toBeNull();
    expect(postingIdOf('1234567890123456')).toBeNull();
    // Posting ids are int4: past its range no posting can exist.
    expect(postingIdOf('2147483647')).toBe(2_147_483_647);
    expect(postingIdOf('2147483648')).toBeNull();
  });
});
