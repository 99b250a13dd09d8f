import { inArray, sql } from 'drizzle-orm';
import { contentPath, idFromText } from '@ilteo/contract';
import { certificate, company, jobPosting, languageTest } from '../../db/schema';
import type { ContentItem, ItemsOf } from './registry-types';

/**
 * The visibility checks of the kinds that exist today. Each reads its own
 * table by primary key for a batch of ids (the watch list asks for a page
 * at once, a mark or a report for one), in one query with its deadline.
 */

const numericIds = (ids: readonly string[]): number[] =>
  ids.map(idFromText).filter((id): id is number => id !== undefined);

const toMap = (items: ContentItem[]) => new Map(items.map((i) => [i.id, i]));

/** Open: not closed early, opened, and not past its last day (as the lists show it). */
export const postingItems: ItemsOf = async (db, ids, viewer) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: jobPosting.postingId,
      title: jobPosting.title,
      status: jobPosting.status,
      openDate: jobPosting.openDate,
      closeDate: jobPosting.closeDate,
    })
    .from(jobPosting)
    .where(inArray(jobPosting.postingId, wanted));
  return toMap(
    rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      path: contentPath('posting', String(r.id)),
      visible:
        r.status === 'open' &&
        r.openDate <= viewer.today &&
        (r.closeDate === null || r.closeDate >= viewer.today),
      deadline: r.closeDate,
    })),
  );
};

/** Companies have no closed state yet: one that exists is visible. */
export const companyItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: company.companyId, title: company.name })
    .from(company)
    .where(inArray(company.companyId, wanted));
  return toMap(
    rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      path: contentPath('company', String(r.id)),
      visible: true,
      deadline: null,
    })),
  );
};

/**
 * The last day of the earliest registration window, written or practical,
 * that has not ended on `today` (open now or still to come): a correlated
 * subquery per row of the same statement, so a batch stays one query.
 */
const certDeadline = (today: string) =>
  sql<string | null>`to_char(least(
    (select min(r.written_reg_end) from exam_round r
      where r.cert_code = ${certificate.code} and r.written_reg_end >= ${today}::date),
    (select min(r.practical_reg_end) from exam_round r
      where r.cert_code = ${certificate.code} and r.practical_reg_end >= ${today}::date)
  ), 'YYYY-MM-DD')`;

/** The same for a language test; a late registration is part of its window. */
const langDeadline = (today: string) =>
  sql<string | null>`(select to_char(min(coalesce(s.late_reg_end, s.reg_end)), 'YYYY-MM-DD')
    from language_test_session s
    where s.test_code = ${languageTest.code}
      and coalesce(s.late_reg_end, s.reg_end) >= ${today}::date)`;

/** Reference data seeded by migration: a code that exists is visible. */
export const certificateItems: ItemsOf = async (db, ids, viewer) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: certificate.code,
      title: certificate.name,
      deadline: certDeadline(viewer.today),
    })
    .from(certificate)
    .where(inArray(certificate.code, [...ids]));
  return toMap(rows.map((r) => ({ ...r, path: contentPath('certificate', r.id), visible: true })));
};

export const languageTestItems: ItemsOf = async (db, ids, viewer) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: languageTest.code,
      title: languageTest.name,
      deadline: langDeadline(viewer.today),
    })
    .from(languageTest)
    .where(inArray(languageTest.code, [...ids]));
  return toMap(
    rows.map((r) => ({ ...r, path: contentPath('language-test', r.id), visible: true })),
  );
};
