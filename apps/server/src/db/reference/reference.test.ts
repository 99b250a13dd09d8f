import { CODE_GROUP_LIST, REGION_SUCCESSORS, ROUTE_LIST, ROUTES } from '@ilteo/contract';
import { describe, expect, it } from 'vitest';
import { REFERENCE_CODES, SIDE_MENU, type CodeRow } from './index';

const group = (grpCd: string): CodeRow[] => REFERENCE_CODES.filter((r) => r.grpCd === grpCd);
const allRegions = group('REGION');
/** The regions in force: what pickers and trees show. */
const regions = allRegions.filter((r) => r.current);
const retired = allRegions.filter((r) => !r.current);
const jobs = group('JOB');
const childrenOf = (rows: CodeRow[], upperCd: string): CodeRow[] =>
  rows.filter((r) => r.upperCd === upperCd);

const SIDO_CODES = [
  '11000',
  '12000',
  '26000',
  '27000',
  '28000',
  '30000',
  '31000',
  '36000',
  '41000',
  '43000',
  '44000',
  '47000',
  '48000',
  '50000',
  '51000',
  '52000',
];

describe('common codes', () => {
  it('has every code group of the contract and no other', () => {
    expect(new Set(REFERENCE_CODES.map((r) => r.grpCd))).toEqual(new Set(CODE_GROUP_LIST));
  });

  it('has no duplicate (grpCd, cd)', () => {
    const keys = REFERENCE_CODES.map((r) => `${r.grpCd}:${r.cd}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fits the column sizes: names non-empty and at most 100 chars, codes at most 20', () => {
    for (const r of REFERENCE_CODES) {
      expect(r.name.trim(), `${r.grpCd}:${r.cd}`).not.toBe('');
      expect(r.name.length, `${r.grpCd}:${r.cd}`).toBeLessThanOrEqual(100);
      expect(r.cd.length).toBeGreaterThan(0);
      expect(r.cd.length).toBeLessThanOrEqual(20);
      expect(r.grpCd.length).toBeLessThanOrEqual(20);
    }
  });

  it('links each row to a parent one level up in the same group, or none at level 1', () => {
    const byKey = new Map(REFERENCE_CODES.map((r) => [`${r.grpCd}:${r.cd}`, r]));
    for (const r of REFERENCE_CODES) {
      if (r.level === 1) {
        expect(r.upperCd, `${r.grpCd}:${r.cd}`).toBeNull();
        continue;
      }
      const parent = r.upperCd === null ? undefined : byKey.get(`${r.grpCd}:${r.upperCd}`);
      expect(parent, `${r.grpCd}:${r.cd}`).toBeDefined();
      expect(parent?.level).toBe(r.level - 1);
    }
  });

  it('numbers sortOrder 1..n per group, parents before their children', () => {
    for (const grpCd of CODE_GROUP_LIST) {
      const rows = group(grpCd);
      expect(rows.map((r) => r.sortOrder)).toEqual(rows.map((_, i) => i + 1));
      const order = new Map(rows.map((r) => [r.cd, r.sortOrder]));
      for (const r of rows) {
        if (r.upperCd !== null) expect(order.get(r.upperCd)).toBeLessThan(r.sortOrder);
      }
    }
  });
});

describe('REGION', () => {
  it('has 지역무관 first and the 16 시·도 at level 1', () => {
    const level1 = regions.filter((r) => r.level === 1);
    expect(level1).toHaveLength(17);
    expect(level1[0]).toMatchObject({ cd: '00000', name: '지역무관', sortOrder: 1 });
    expect(
      level1
        .slice(1)
        .map((r) => r.cd)
        .sort(),
    ).toEqual([...SIDO_CODES].sort());
  });

  it('gives every 시·군·구 a 5-digit code under its 시·도 prefix', () => {
    const level2 = allRegions.filter((r) => r.level === 2);
    expect(level2.length).toBeGreaterThanOrEqual(240);
    for (const r of level2) {
      expect(r.cd, r.name).toMatch(/^\d{5}$/);
      expect(r.upperCd, r.cd).not.toBeNull();
      expect(r.cd.slice(0, 2), r.cd).toBe(r.upperCd?.slice(0, 2));
      expect(r.cd.endsWith('000'), r.cd).toBe(false);
    }
    expect(allRegions.every((r) => r.level <= 2)).toBe(true);
  });

  it.each([
    ['11000', 25],
    ['26000', 16],
    ['27000', 9],
    ['28000', 11],
    ['12000', 27],
    ['30000', 5],
    ['31000', 5],
    ['36000', 1],
  ])('%s has %i 시·군·구', (sido, count) => {
    expect(childrenOf(regions, sido)).toHaveLength(count);
  });

  it('has the codes in force after the 2023–2026 changes', () => {
    const name = (cd: string): string | undefined => regions.find((r) => r.cd === cd)?.name;
    expect(name('27720')).toBe('군위군');
    expect(name('47720')).toBeUndefined();
    expect(name('36110')).toBe('세종특별자치시');
    expect(name('11680')).toBe('강남구');
    expect(name('26440')).toBe('강서구');
    expect(name('41135')).toBe('성남시 분당구');
    expect(name('41192')).toBe('부천시 원미구');
    expect(name('51110')).toBe('춘천시');
    expect(name('52111')).toBe('전주시 완산구');
    // 강원 and 전북 use only their new prefixes.
    expect(allRegions.some((r) => r.cd.startsWith('42') || r.cd.startsWith('45'))).toBe(false);
  });

  it('has the 2026-07-01 인천 구 and 전남광주통합특별시, and no 광주 or 전남 code in force', () => {
    const name = (cd: string): string | undefined => regions.find((r) => r.cd === cd)?.name;
    expect(['28125', '28155', '28275', '28290'].map(name)).toEqual([
      '제물포구',
      '영종구',
      '서해구',
      '검단구',
    ]);
    expect(name('12000')).toBe('전남광주통합특별시');
    // The two codes published with the merger.
    expect(name('12110')).toBe('목포시');
    expect(name('12210')).toBe('동구');
    expect(regions.some((r) => /^(29|46)/.test(r.cd))).toBe(false);
    expect(regions.some((r) => ['28110', '28140', '28260'].includes(r.cd))).toBe(false);
    const merged = childrenOf(regions, '12000');
    expect(merged.filter((r) => r.name.endsWith('구'))).toHaveLength(5);
    expect(merged.filter((r) => r.name.endsWith('시'))).toHaveLength(5);
    expect(merged.filter((r) => r.name.endsWith('군'))).toHaveLength(17);
  });

  it('keeps every retired code, not current, with a successor in force', () => {
    const byCd = new Map(allRegions.map((r) => [r.cd, r]));
    expect(retired.map((r) => r.cd).sort()).toEqual([...REGION_SUCCESSORS.keys()].sort());
    for (const r of retired) {
      const successor = byCd.get(r.successorCd ?? '');
      expect(successor?.current, r.cd).toBe(true);
      expect(successor?.level, r.cd).toBe(r.level);
      expect(r.successorCd).toBe(REGION_SUCCESSORS.get(r.cd));
      // A 시·군·구's successor lies in its 시·도's successor (or the same 시·도).
      if (r.upperCd !== null) {
        const sido = byCd.get(r.upperCd);
        expect(successor?.upperCd, r.cd).toBe(sido?.successorCd ?? sido?.cd);
      }
    }
    expect(regions.every((r) => r.successorCd === null)).toBe(true);
  });

  it('numbers the merged codes on one scheme: 전남 keeps its last 3 digits, 광주 adds 100', () => {
    for (const r of retired.filter((x) => x.level === 2 && /^(29|46)/.test(x.cd))) {
      const serial = Number(r.cd.slice(2)) + (r.cd.startsWith('29') ? 100 : 0);
      expect(r.successorCd, r.cd).toBe(`12${serial}`);
      expect(regions.find((x) => x.cd === r.successorCd)?.name, r.cd).toBe(r.name);
    }
  });

  it('lists a 시 with 일반구 by its 구 only', () => {
    const codes = new Set(regions.map((r) => r.cd));
    for (const parent of [
      '41110',
      '41130',
      '41170',
      '41190',
      '41270',
      '41280',
      '41460',
      '41590',
      '43110',
      '44130',
      '47110',
      '48120',
      '52110',
    ]) {
      expect(codes.has(parent), parent).toBe(false);
    }
  });
});

describe('JOB', () => {
  it('has the ten 대분류 01–10', () => {
    expect(jobs.filter((r) => r.level === 1).map((r) => r.cd)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });

  it('nests every 세분류 under a 중분류 under a 대분류, codes extending the parent code', () => {
    const byCd = new Map(jobs.map((r) => [r.cd, r]));
    const level3 = jobs.filter((r) => r.level === 3);
    for (const r of level3) {
      expect(r.cd).toMatch(/^\d{6}$/);
      const mid = byCd.get(r.upperCd ?? '');
      expect(mid?.level, r.cd).toBe(2);
      const top = byCd.get(mid?.upperCd ?? '');
      expect(top?.level, r.cd).toBe(1);
      expect(r.cd.startsWith(mid?.cd ?? '-')).toBe(true);
      expect(mid?.cd.startsWith(top?.cd ?? '-')).toBe(true);
    }
    for (const r of jobs.filter((j) => j.level === 2)) expect(r.cd).toMatch(/^\d{3}$/);
    expect(jobs.every((r) => r.level <= 3)).toBe(true);
  });

  it('has at least 200 세분류 and every 중분류 has some', () => {
    expect(jobs.filter((r) => r.level === 3).length).toBeGreaterThanOrEqual(200);
    for (const mid of jobs.filter((r) => r.level === 2)) {
      expect(childrenOf(jobs, mid.cd).length, mid.name).toBeGreaterThan(0);
    }
    for (const top of jobs.filter((r) => r.level === 1)) {
      expect(childrenOf(jobs, top.cd).length, top.name).toBeGreaterThan(0);
    }
  });

  it('names each 세분류 once', () => {
    const names = jobs.filter((r) => r.level === 3).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('flat groups', () => {
  it('EDU has 00–07', () => {
    expect(group('EDU').map((r) => r.cd)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07']);
  });

  it('keeps every flat group at level 1', () => {
    for (const grpCd of CODE_GROUP_LIST.filter((g) => g !== 'REGION' && g !== 'JOB')) {
      expect(group(grpCd).length, grpCd).toBeGreaterThan(0);
      expect(
        group(grpCd).every((r) => r.level === 1 && r.upperCd === null),
        grpCd,
      ).toBe(true);
    }
  });
});

describe('SIDE_MENU', () => {
  // A route's `:param` matches one path segment (작성 이력's /person/myhome/:tab).
  const routeOf = (path: string) =>
    ROUTE_LIST.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path));

  it('has unique ids and parents that exist', () => {
    const ids = SIDE_MENU.map((m) => m.menuId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of SIDE_MENU) {
      expect(m.menuId.length).toBeLessThanOrEqual(40);
      expect(m.menuSe).toBe('person');
      if (m.upperMenuId !== null) expect(ids).toContain(m.upperMenuId);
    }
    expect(SIDE_MENU.map((m) => m.sortOrder)).toEqual(SIDE_MENU.map((_, i) => i + 1));
  });

  it('points every entry at a route of ROUTES, and groups at none', () => {
    for (const m of SIDE_MENU) {
      if (m.upperMenuId === null) {
        expect(m.path, m.menuId).toBeNull();
        continue;
      }
      expect(m.path, m.menuId).not.toBeNull();
      expect(routeOf(m.path ?? ''), `${m.menuId} ${m.path ?? ''}`).toBeDefined();
      expect((m.path ?? '').length).toBeLessThanOrEqual(200);
    }
  });

  it("requires login exactly where the route's access is 'user'", () => {
    for (const m of SIDE_MENU.filter((x) => x.path !== null)) {
      const route = routeOf(m.path ?? '');
      expect(m.loginRequired, m.menuId).toBe(route?.access === 'user');
    }
    const myHome = SIDE_MENU.find((m) => m.path === ROUTES.myHome.path);
    expect(SIDE_MENU.find((m) => m.menuId === myHome?.upperMenuId)?.loginRequired).toBe(true);
    expect(SIDE_MENU.find((m) => m.menuId === 'M01')?.loginRequired).toBe(false);
  });

  it('has two levels: six groups with their entries', () => {
    const groups = SIDE_MENU.filter((m) => m.upperMenuId === null);
    expect(groups.map((g) => g.name)).toEqual([
      '채용정보',
      '기업정보',
      '자격증·어학',
      '취업 가이드',
      '마이홈',
      '고객센터',
    ]);
    const groupIds = new Set(groups.map((g) => g.menuId));
    for (const m of SIDE_MENU.filter((x) => x.upperMenuId !== null)) {
      expect(groupIds.has(m.upperMenuId ?? '')).toBe(true);
    }
  });
});
