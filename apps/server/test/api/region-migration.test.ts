import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE_GROUPS, type PostingPage } from '@ilteo/contract';
import { selectRows, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import {
  commonCode,
  company,
  jobPosting,
  recruitPreference,
  searchDocument,
  theme,
} from '../../src/db/schema';
import { codeBook } from '../../src/modules/postings/code-book';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, DATABASE_KINDS, migrationsDir } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';

/**
 * The 2026-07-01 region migration on data stored before it: a database
 * migrated up to the migration before, rows written with the retired codes
 * (as the posting writer wrote them then), then the remaining migrations.
 */

const REGION_MIGRATION = '_region_changes_2026_07';

interface Journal {
  entries: { tag: string }[];
}

/** The committed migrations before `tagSuffix`'s, in a temporary folder. */
function migrationsBefore(tagSuffix: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (at < 1) throw new Error(`no migration ${tagSuffix}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'ilteo-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const before = journal.entries.slice(0, at);
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: before }),
  );
  for (const e of before) {
    cpSync(path.join(migrationsDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}

/** What the posting writer derives from named codes: each with its ancestors, in order. */
const expanded = (codes: readonly string[]) => [
  ...new Set(codes.flatMap((cd) => codeBook.withAncestors(CODE_GROUPS.region, cd))),
];

interface Case {
  /** As stored before the migration. */
  before: { codes: string[]; match: string[]; label: string };
  /** As the migration leaves it. */
  after: { codes: string[]; label: string };
}

const POSTINGS: Record<string, Case> = {
  incheonJung: {
    before: { codes: ['28110'], match: ['28110', '28000'], label: '인천 중구' },
    after: { codes: ['28155'], label: '인천 영종구' },
  },
  gwangjuAndMokpo: {
    before: {
      codes: ['29110', '46110'],
      match: ['29110', '29000', '46110', '46000'],
      label: '광주 동구',
    },
    after: { codes: ['12210', '12110'], label: '전남광주 동구' },
  },
  wholeJeonnam: {
    before: { codes: ['46000'], match: ['46000'], label: '전라남도' },
    after: { codes: ['12000'], label: '전남광주통합특별시' },
  },
  seoAndGangnam: {
    before: {
      codes: ['28260', '11680'],
      match: ['28260', '28000', '11680', '11000'],
      label: '인천 서구',
    },
    after: { codes: ['28275', '11680'], label: '인천 서해구' },
  },
  untouched: {
    before: { codes: ['11680'], match: ['11680', '11000'], label: '서울 강남구' },
    after: { codes: ['11680'], label: '서울 강남구' },
  },
};

const setFirstMeta = (label: string) =>
  sql`jsonb_set(${searchDocument.meta}, '{0}', to_jsonb(${label}::text))`;

describe.each(DATABASE_KINDS)('the 2026-07 region migration on stored data (%s)', (kind) => {
  let folder: string;
  let handle: DatabaseHandle;
  let t: TestApp;
  let companyId = 0;
  let userId = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    folder = migrationsBefore(REGION_MIGRATION);
    handle = await createTestDatabase(kind, folder);
    const db = handle.db;

    companyId = await createCompany(db, { name: '(주)영종물류', address: '인천광역시 중구 1' });
    await db.update(company).set({ regionCode: '28110' }).where(eq(company.companyId, companyId));
    await db
      .update(searchDocument)
      .set({ meta: setFirstMeta('인천 중구') })
      .where(and(eq(searchDocument.kind, 'company'), eq(searchDocument.refId, String(companyId))));

    for (const [key, c] of Object.entries(POSTINGS)) {
      const { postingId } = await createPosting(db, { companyId, title: `${key} 공고` });
      ids[key] = postingId;
      await db
        .update(jobPosting)
        .set({ regionCodes: c.before.codes, regionMatch: c.before.match })
        .where(eq(jobPosting.postingId, postingId));
      await db
        .update(searchDocument)
        .set({ meta: setFirstMeta(c.before.label) })
        .where(
          and(eq(searchDocument.kind, 'posting'), eq(searchDocument.refId, String(postingId))),
        );
    }

    // Raw SQL: the Drizzle table now has columns later migrations add (role, …).
    const [created] = await selectRows<{ user_id: string }>(
      db,
      sql`insert into app_user (login_id, name, status) values ('region-member', '홍길동', 'active')
          returning user_id`,
    );
    userId = created?.user_id ?? '';
    await db.execute(
      sql`insert into recruit_preference (user_id, jobs, regions, career_type)
          values (${userId}, '{}', '{28140,29000,46000,11680}', 'Z')`,
    );
    await db.insert(theme).values({
      themeId: 'region-test',
      name: '인천 동구',
      description: '지역 테마',
      filter: { regions: '28140,28110,11680', careers: 'N' },
      sortOrder: 99,
      active: false,
    });

    await runMigrations(handle, migrationsDir);
    t = await createTestApp(kind, { database: handle });
  });

  afterAll(async () => {
    await t.close();
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('moves postings to the successors, in order, with the expanded codes the writer would derive', async () => {
    for (const [key, c] of Object.entries(POSTINGS)) {
      const [row] = await handle.db
        .select({ codes: jobPosting.regionCodes, match: jobPosting.regionMatch })
        .from(jobPosting)
        .where(eq(jobPosting.postingId, ids[key] ?? 0));
      expect(row, key).toEqual({ codes: c.after.codes, match: expanded(c.after.codes) });
      const [doc] = await handle.db
        .select({ meta: searchDocument.meta })
        .from(searchDocument)
        .where(and(eq(searchDocument.kind, 'posting'), eq(searchDocument.refId, String(ids[key]))));
      expect(doc?.meta[0], key).toBe(c.after.label);
    }
  });

  it('moves the company, its search label, the preferred regions and a theme rule', async () => {
    const [c] = await handle.db
      .select({ regionCode: company.regionCode })
      .from(company)
      .where(eq(company.companyId, companyId));
    expect(c?.regionCode).toBe('28155');
    const [doc] = await handle.db
      .select({ meta: searchDocument.meta })
      .from(searchDocument)
      .where(and(eq(searchDocument.kind, 'company'), eq(searchDocument.refId, String(companyId))));
    expect(doc?.meta[0]).toBe('인천 영종구');

    const [pref] = await handle.db
      .select({ regions: recruitPreference.regions })
      .from(recruitPreference)
      .where(eq(recruitPreference.userId, userId));
    // 광주 and 전남 both became 전남광주통합특별시: one entry.
    expect(pref?.regions).toEqual(['28125', '12000', '11680']);

    const [rule] = await handle.db
      .select({ filter: theme.filter })
      .from(theme)
      .where(eq(theme.themeId, 'region-test'));
    expect(rule?.filter).toEqual({ regions: '28125,28155,11680', careers: 'N' });
  });

  it('keeps the retired rows, not current, naming their successors', async () => {
    const rows = await handle.db
      .select({ cd: commonCode.cd, current: commonCode.current, successor: commonCode.successorCd })
      .from(commonCode)
      .where(
        and(
          eq(commonCode.grpCd, CODE_GROUPS.region),
          sql`${commonCode.cd} in ('28110', '29000', '46110', '28155')`,
        ),
      )
      .orderBy(commonCode.cd);
    expect(rows).toEqual([
      { cd: '28110', current: false, successor: '28155' },
      { cd: '28155', current: true, successor: null },
      { cd: '29000', current: false, successor: '12000' },
      { cd: '46110', current: false, successor: '12110' },
    ]);
  });

  it('finds the moved postings by the old codes and the new alike', async () => {
    const list = async (regions: string) => {
      const res = await createClient(t.app).get<PostingPage>(API.recruit.list, {
        query: { regions, size: '50' },
      });
      expect(res.status, regions).toBe(200);
      return res.body.data.items.map((i) => i.postingId).sort((a, b) => a - b);
    };
    const byId = (...keys: string[]) => keys.map((k) => ids[k] ?? 0).sort((a, b) => a - b);
    expect(await list('29110')).toEqual(byId('gwangjuAndMokpo'));
    expect(await list('12210')).toEqual(byId('gwangjuAndMokpo'));
    expect(await list('46000')).toEqual(byId('gwangjuAndMokpo', 'wholeJeonnam'));
    expect(await list('12000')).toEqual(byId('gwangjuAndMokpo', 'wholeJeonnam'));
    expect(await list('28110')).toEqual(byId('incheonJung'));
    expect(await list('28260')).toEqual(await list('28275'));
  });
});
