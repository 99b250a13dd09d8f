import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PostingPage } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { searchText } from '../../src/lib/search-grams';
import { indexDocuments, removeDocuments, type IndexedDocument } from '../../src/modules/search';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';

/**
 * Latest-first pages seek to where a node remembers they start (decision
 * 0019) and are still exactly the pages OFFSET gives: a change to the
 * postings, from any node, moves posting_list_version and the node reads
 * the page afresh.
 */
describe.each(DATABASE_KINDS)('page starts of the recruitment lists (%s)', (kind) => {
  let t: TestApp;
  let companyId = 0;
  const today = seoulDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    companyId = await createCompany(db, { companyType: '06' });
    // Nine postings opened on nine days, 신입 and 경력 in turn.
    for (let i = 1; i <= 9; i++) {
      await createPosting(db, {
        companyId,
        title: `개발자 ${i}`,
        openDate: addDays(today, -i),
        careerType: i % 2 ? 'N' : 'E',
      });
    }
  });
  afterAll(() => t.close());

  const page = async (n: number, query: Record<string, string> = {}) => {
    const res = await createClient(t.app).get<PostingPage>(API.recruit.list, {
      query: { size: '3', page: String(n), ...query },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items.map((i) => i.title);
  };
  const version = async () => {
    const [row] = await selectRows<{ version: string }>(
      t.database.db,
      sql`select version::text as version from posting_list_version where id = 1`,
    );
    return BigInt(row?.version ?? '0');
  };
  /** The version triggers of search_document (migration 0017: one per event). */
  const documentTriggers = ['insert', 'update', 'delete', 'truncate'].map((event) =>
    sql.raw(`search_document_list_version_${event}`),
  );
  /** Runs `write` with the version triggers of job_posting off, as if it had no effect on lists. */
  const unnoticed = async (write: () => Promise<unknown>) => {
    const db = t.database.db;
    await db.execute(sql`alter table job_posting disable trigger job_posting_list_version`);
    for (const name of documentTriggers) {
      await db.execute(sql`alter table search_document disable trigger ${name}`);
    }
    try {
      await write();
    } finally {
      await db.execute(sql`alter table job_posting enable trigger job_posting_list_version`);
      for (const name of documentTriggers) {
        await db.execute(sql`alter table search_document enable trigger ${name}`);
      }
    }
  };

  it('serves a next and a repeated page from where it starts, until the postings change', async () => {
    expect(await page(1)).toEqual(['개발자 1', '개발자 2', '개발자 3']);
    expect(await page(2)).toEqual(['개발자 4', '개발자 5', '개발자 6']);

    // A posting written behind the version's back: page 2 still comes from
    // the start page 1 left, and page 3, never read yet, from the start page
    // 2's seek left, which proves the node seeks there.
    let hidden = 0;
    await unnoticed(async () => {
      hidden = (
        await createPosting(t.database.db, { companyId, title: '개발자 0', openDate: today })
      ).postingId;
    });
    expect(await page(2)).toEqual(['개발자 4', '개발자 5', '개발자 6']);
    expect(await page(3)).toEqual(['개발자 7', '개발자 8', '개발자 9']);

    // A noticed change (this posting closing) moves the version: every page is read afresh.
    const before = await version();
    await t.database.db.execute(
      sql`update job_posting set status = 'closed' where posting_id = ${hidden}`,
    );
    expect(await version()).toBeGreaterThan(before);
    expect(await page(2)).toEqual(['개발자 4', '개발자 5', '개발자 6']);

    // A new posting shifts every page by one, as OFFSET has it.
    await createPosting(t.database.db, { companyId, title: '개발자 새 공고', openDate: today });
    expect(await page(2)).toEqual(['개발자 3', '개발자 4', '개발자 5']);
    expect(await page(3)).toEqual(['개발자 6', '개발자 7', '개발자 8']);
    expect(await page(4)).toEqual(['개발자 9']);
  });

  it('keeps each list and direction apart', async () => {
    const lists: Record<string, string>[] = [
      {},
      { sortType: 'asc' },
      { careers: 'N' },
      { careers: 'E' },
      { keyword: '개발자 5' },
    ];
    const whole = new Map<Record<string, string>, string[]>();
    for (const query of lists) whole.set(query, await page(1, { ...query, size: '100' }));
    // Twice round: the second round seeks from starts each list learned in the first.
    for (const round of [1, 2]) {
      for (const query of lists) {
        const all = whole.get(query) ?? [];
        for (const n of [1, 2, 3]) {
          expect(
            await page(n, query),
            `${JSON.stringify(query)} page ${n}, round ${round}`,
          ).toEqual(all.slice((n - 1) * 3, n * 3));
        }
      }
    }
  });

  it('moves the version with postings, companies and posting documents, not with views', async () => {
    const db = t.database.db;
    const [posting] = await selectRows<{ posting_id: number }>(
      db,
      sql`select posting_id from job_posting order by posting_id limit 1`,
    );
    const postingId = posting?.posting_id ?? 0;
    const moves = async (write: () => Promise<unknown>) => {
      const before = await version();
      await write();
      return (await version()) > before;
    };
    expect(
      await moves(() =>
        db.execute(
          sql`update job_posting set view_count = view_count + 1, apply_count = apply_count + 1 where posting_id = ${postingId}`,
        ),
      ),
    ).toBe(false);
    expect(
      await moves(() =>
        db.execute(
          sql`update job_posting set close_date = close_date where posting_id = ${postingId}`,
        ),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db.execute(sql`update company set company_type = '05' where company_id = ${companyId}`),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db.execute(sql`update company set homepage = null where company_id = ${companyId}`),
      ),
    ).toBe(false);
    expect(
      await moves(() =>
        db.execute(sql`update search_document set rank = rank where kind = 'posting'`),
      ),
    ).toBe(true);
    // Other kinds' documents never change a recruitment list (decision 0024).
    const other = (id: string): IndexedDocument => ({
      kind: 'community-post',
      refId: id,
      title: `글 ${id}`,
      subtitle: '',
      meta: [],
      searchText: searchText([`글 ${id}`]),
      rank: 0,
    });
    expect(await moves(() => indexDocuments(db, [other('1'), other('2')]))).toBe(false);
    expect(await moves(() => indexDocuments(db, [{ ...other('1'), rank: 3 }]))).toBe(false);
    expect(
      await moves(() =>
        db.execute(sql`update search_document set rank = rank where kind = 'company'`),
      ),
    ).toBe(false);
    expect(await moves(() => removeDocuments(db, 'community-post', ['1', '2']))).toBe(false);
    // A statement that writes a posting document among others does move it.
    expect(
      await moves(() =>
        db.execute(
          sql`update search_document set rank = rank where kind in ('company', 'posting')`,
        ),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db.execute(
          sql`delete from search_document where kind = 'posting' and ref_id = ${String(postingId)}`,
        ),
      ),
    ).toBe(true);
    expect(await moves(() => createPosting(db, { companyId, openDate: addDays(today, 5) }))).toBe(
      true,
    );
    expect(
      await moves(() => db.execute(sql`delete from job_posting where posting_id = ${postingId}`)),
    ).toBe(true);
  });
});
