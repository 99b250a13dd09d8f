import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ROUTES,
  type CommonCode,
  type CommonCodeResult,
  type SideMenuItem,
} from '@ilteo/contract';
import { REFERENCE_CODES, SIDE_MENU } from '../../src/db/reference';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';

describe.each(DATABASE_KINDS)('common codes and side menu (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const getCodes = (query: Record<string, string>) =>
    createClient(t.app).get<CommonCodeResult>(API.cmmn.codes, { query });

  it('holds exactly the reference data after migration', async () => {
    const rows = await t.database.db.query.commonCode.findMany();
    const key = (r: { grpCd: string; cd: string }) => `${r.grpCd}:${r.cd}`;
    expect(rows.map(key).sort()).toEqual(REFERENCE_CODES.map(key).sort());
    // Every column too: later migrations (0009 renamed the employment types, 0014 applied
    // the 2026-07 region changes) keep the rows in step with the typed data.
    const byKey = (a: { grpCd: string; cd: string }, b: { grpCd: string; cd: string }) =>
      key(a).localeCompare(key(b));
    expect([...rows].sort(byKey)).toEqual([...REFERENCE_CODES].sort(byKey));
    const menu = await t.database.db.query.sideMenu.findMany();
    // Every column too: 0026 added 작성 이력 and moved the rows after it.
    const byId = (a: { menuId: string }, b: { menuId: string }) => a.menuId.localeCompare(b.menuId);
    expect([...menu].sort(byId)).toEqual([...SIDE_MENU].sort(byId));
  });

  it('returns the region tree: 지역무관 and the 16 시·도 with their 시·군·구', async () => {
    const res = await getCodes({ grpCd: 'REGION', tree: 'Y' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('001');
    const regions = res.body.data.REGION ?? [];
    expect(regions[0]).toMatchObject({ cd: '00000', name: '지역무관', level: 1 });
    const provinces = regions.filter((r) => r.cd !== '00000');
    expect(provinces).toHaveLength(16);
    const seoul = provinces.find((r) => r.cd === '11000');
    expect(seoul?.name).toBe('서울특별시');
    expect(seoul?.children).toHaveLength(25);
    expect(seoul?.children?.find((c) => c.cd === '11680')).toMatchObject({
      name: '강남구',
      upperCd: '11000',
      level: 2,
    });
    for (const p of provinces) {
      expect(p.cd).toMatch(/^\d{2}000$/);
      expect(p.children?.length).toBeGreaterThan(0);
      for (const c of p.children ?? []) expect(c.cd.slice(0, 2)).toBe(p.cd.slice(0, 2));
    }
  });

  it('returns one 시·도’s 시·군·구 with upperCd', async () => {
    const res = await getCodes({ grpCd: 'REGION', upperCd: '26000' });
    const busan = res.body.data.REGION ?? [];
    expect(busan).toHaveLength(16);
    expect(busan.every((c) => c.upperCd === '26000' && c.level === 2)).toBe(true);
  });

  it('returns several groups at once, comma-joined, in display order', async () => {
    const res = await getCodes({ grpCd: 'EDU,CAREER,SAL_TP' });
    expect(Object.keys(res.body.data)).toEqual(['EDU', 'CAREER', 'SAL_TP']);
    expect(res.body.data.EDU?.map((c) => c.cd)).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
    ]);
    expect(res.body.data.CAREER?.map((c) => `${c.cd}:${c.name}`)).toEqual([
      'N:신입',
      'E:경력',
      'Z:관계없음',
    ]);
    expect(res.body.data.SAL_TP?.map((c) => c.cd).sort()).toEqual(['D', 'H', 'M', 'Y']);
  });

  it('returns occupations in three levels', async () => {
    const res = await getCodes({ grpCd: 'JOB', tree: 'Y' });
    const top = res.body.data.JOB ?? [];
    expect(top.length).toBeGreaterThanOrEqual(10);
    const leaves = top
      .flatMap((a) => a.children ?? [])
      .flatMap((b: CommonCode) => b.children ?? []);
    expect(leaves.length).toBeGreaterThanOrEqual(200);
    expect(leaves.every((l) => l.level === 3)).toBe(true);
    expect(leaves.map((l) => l.name)).toEqual(expect.arrayContaining(['백엔드 개발자']));
  });

  it.each(['EMP_TP', 'CO_TP', 'WELFARE', 'PREF', 'HOLIDAY_TP', 'WORKER_CNT'])(
    'has the %s group',
    async (group) => {
      const res = await getCodes({ grpCd: group });
      expect(res.body.data[group]?.length).toBeGreaterThan(0);
    },
  );

  it('refuses a missing or unknown group with a Korean message naming grpCd', async () => {
    const missing = await getCodes({});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('202');
    expect(missing.body.message).toMatch(/^grpCd: /);
    const unknown = await getCodes({ grpCd: 'REGION,NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/코드 그룹/);
    const badTree = await getCodes({ grpCd: 'REGION', tree: 'maybe' });
    expect(badTree.status).toBe(400);
    expect(badTree.body.message).toMatch(/^tree: /);
  });

  it('returns the person side menu tree from the database', async () => {
    const res = await createClient(t.app).get<SideMenuItem[]>(API.cmmn.sideMenu, {
      query: { menuSe: 'person' },
    });
    expect(res.body.code).toBe('001');
    const groups = res.body.data;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.every((g) => g.path === null && g.children.length > 0)).toBe(true);
    const paths = groups.flatMap((g) => g.children.map((c) => c.path));
    expect(paths).toEqual(
      expect.arrayContaining([ROUTES.recruitList.path, ROUTES.certiList.path, ROUTES.myHome.path]),
    );
    const myHome = groups.flatMap((g) => g.children).find((c) => c.path === ROUTES.myHome.path);
    expect(myHome?.loginRequired).toBe(true);
    const recruit = groups
      .flatMap((g) => g.children)
      .find((c) => c.path === ROUTES.recruitList.path);
    expect(recruit?.loginRequired).toBe(false);
  });

  it('defaults to the person side and refuses another side', async () => {
    const client = createClient(t.app);
    const def = await client.get<SideMenuItem[]>(API.cmmn.sideMenu);
    expect(def.body.data.length).toBeGreaterThan(0);
    const other = await client.get(API.cmmn.sideMenu, { query: { menuSe: 'company' } });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^menuSe: /);
  });
});
