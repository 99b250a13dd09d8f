import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type InterestListItem, type Page } from '@ilteo/contract';
import { CERTIFICATES, LANGUAGE_TESTS } from '../../src/db/reference/certificates';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

/**
 * The watch list's pages, totals and deadlines (GET content-interest-his/list).
 * Who may read it is in policies.test.ts; bad input and visibility in
 * content-registry.test.ts.
 */
describe.each(DATABASE_KINDS)('watch list pages and deadlines (%s)', (kind) => {
  let t: TestApp;
  const today = seoulDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const member = async () => {
    const user = await createUser(t.database);
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };

  /** Marks written directly, `minutesAgo` apart, so the order does not hang on the clock. */
  const markAt = (userId: string, contentType: string, contentId: string, minutesAgo: number) =>
    t.database.db
      .execute(sql`insert into content_interest (user_id, content_type, content_id, created_at)
      values (${userId}, ${contentType}, ${contentId}, now() - make_interval(mins => ${minutesAgo}))`);

  const list = (
    client: Awaited<ReturnType<typeof member>>['client'],
    query: Record<string, string>,
  ) => client.get<Page<InterestListItem>>(API.person.contentInterestList, { query });

  it('pages the marks newest first, with the total and the number of pages', async () => {
    const db = t.database.db;
    const { user, client } = await member();
    const companyId = await createCompany(db, { name: '페이지검증기업' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { postingId } = await createPosting(db, { companyId, title: `페이지검증 공고 ${i}` });
      ids.push(String(postingId));
      // 공고 0 is the newest mark.
      await markAt(user.userId, 'posting', String(postingId), i * 10);
    }
    // Same moment: the higher id comes first, so pages never overlap.
    const twin = await createPosting(db, { companyId, title: '페이지검증 동시 표시' });
    await db.execute(sql`insert into content_interest (user_id, content_type, content_id, created_at)
      select user_id, content_type, ${String(twin.postingId)}, created_at from content_interest
      where user_id = ${user.userId} and content_id = ${ids[4]}`);

    const second = await list(client, { contentType: 'posting', page: '2', size: '2' });
    expect(second.status).toBe(200);
    expect(second.body.code).toBe('001');
    expect(second.body.data).toMatchObject({ page: 2, size: 2, total: 6, totalPages: 3 });
    expect(second.body.data.items.map((i) => i.title)).toEqual([
      '페이지검증 공고 2',
      '페이지검증 공고 3',
    ]);
    const last = await list(client, { contentType: 'posting', page: '3', size: '2' });
    expect(last.body.data.items.map((i) => i.contentId)).toEqual([String(twin.postingId), ids[4]]);

    // Past the last page: no items, the same total.
    const beyond = await list(client, { contentType: 'posting', page: '4', size: '2' });
    expect(beyond.body.data).toEqual({ items: [], page: 4, size: 2, total: 6, totalPages: 3 });
  });

  it("dates a posting by its last day, a company not at all, a catalogue item by its next registration's end", async () => {
    const db = t.database.db;
    const { user, client } = await member();
    const companyId = await createCompany(db, { name: '마감일검증기업' });
    const { postingId } = await createPosting(db, {
      companyId,
      title: '마감일검증 공고',
      closeDate: addDays(today, 3),
    });
    const always = await createPosting(db, { companyId, title: '상시 채용', closeDate: null });
    await markAt(user.userId, 'posting', String(postingId), 1);
    await markAt(user.userId, 'posting', String(always.postingId), 2);
    await markAt(user.userId, 'company', String(companyId), 1);

    const postings = await list(client, { contentType: 'posting' });
    expect(postings.body.data.items.map((i) => [i.title, i.deadline])).toEqual([
      ['마감일검증 공고', addDays(today, 3)],
      ['상시 채용', null],
    ]);
    const companies = await list(client, { contentType: 'company' });
    expect(companies.body.data.items.map((i) => [i.title, i.deadline])).toEqual([
      ['마감일검증기업', null],
    ]);

    // The catalogue's own rounds replaced by known ones: one ended yesterday,
    // a practical registration open until today+5, a written one until today+10.
    const [cert, bare] = CERTIFICATES;
    const [lang] = LANGUAGE_TESTS;
    if (!cert || !bare || !lang) throw new Error('reference data missing');
    await db.execute(sql`delete from exam_round where cert_code in (${cert.code}, ${bare.code})`);
    await db.execute(sql`insert into exam_round (cert_code, year, round, written_reg_start,
        written_reg_end, practical_reg_start, practical_reg_end, sample) values
      (${cert.code}, 2000, 1, ${addDays(today, -30)}, ${addDays(today, -1)}, null, null, false),
      (${cert.code}, 2000, 2, ${addDays(today, -2)}, ${addDays(today, 10)},
        ${addDays(today, -1)}, ${addDays(today, 5)}, false)`);
    await db.execute(sql`delete from language_test_session where test_code = ${lang.code}`);
    // Regular registration ended yesterday; the late one runs until today+2.
    await db.execute(sql`insert into language_test_session (test_code, test_date, reg_start,
        reg_end, late_reg_end, sample) values
      (${lang.code}, ${addDays(today, 20)}, ${addDays(today, -10)}, ${addDays(today, -1)},
        ${addDays(today, 2)}, false),
      (${lang.code}, ${addDays(today, 60)}, ${addDays(today, 30)}, ${addDays(today, 40)}, null, false)`);
    await markAt(user.userId, 'certificate', cert.code, 1);
    await markAt(user.userId, 'certificate', bare.code, 2);
    await markAt(user.userId, 'language-test', lang.code, 1);

    const certs = await list(client, { contentType: 'certificate' });
    expect(certs.body.data.items.map((i) => [i.contentId, i.deadline])).toEqual([
      [cert.code, addDays(today, 5)],
      [bare.code, null],
    ]);
    const langs = await list(client, { contentType: 'language-test' });
    expect(langs.body.data.items.map((i) => [i.contentId, i.deadline])).toEqual([
      [lang.code, addDays(today, 2)],
    ]);
  });
});
