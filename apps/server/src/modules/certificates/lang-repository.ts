import { eq, sql, type SQL } from 'drizzle-orm';
import type { LangSummary } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { isoDay } from '../../lib/seoul-date';
import { languageTest } from '../../db/schema';
import type { LookupRow } from './lookup-index';
import { listCatalogue, type CatalogueQuery } from './catalogue-list';

export interface LangFilter extends CatalogueQuery {
  language?: string | undefined;
  openNow?: boolean;
  examMonth?: number | undefined;
}

export function sessionFromRow(row: Record<string, unknown>, prefix = '') {
  const get = (k: string) => row[`${prefix}${k}`];
  return {
    testDate: isoDay(get('test_date')) ?? '',
    regStart: isoDay(get('reg_start')) ?? '',
    regEnd: isoDay(get('reg_end')) ?? '',
    lateRegEnd: isoDay(get('late_reg_end')),
    resultDate: isoDay(get('result_date')),
    sample: get('sample') === true,
  };
}

/** Registration of session alias `s` is open on `today` (late registration included). */
const openOn = (today: string) =>
  sql`(s.reg_start <= ${today} and ${today} <= coalesce(s.late_reg_end, s.reg_end))`;

export function createLangRepository(db: Database) {
  return {
    async list(
      filter: LangFilter,
      today: string,
      userId: string | null,
    ): Promise<{ items: LangSummary[]; total: number }> {
      const filters: SQL[] = [];
      if (filter.language) filters.push(sql`t.language = ${filter.language}`);
      if (filter.openNow) {
        filters.push(
          sql`exists (select 1 from language_test_session s where s.test_code = t.code and ${openOn(today)})`,
        );
      }
      if (filter.examMonth) {
        filters.push(sql`exists (select 1 from language_test_session s where s.test_code = t.code
          and s.test_date >= ${today} and extract(month from s.test_date) = ${filter.examMonth})`);
      }
      return listCatalogue<Record<string, unknown> & { total: unknown }, LangSummary>(
        db,
        {
          table: 'language_test',
          alias: 't',
          contentType: 'language-test',
          nextCte: sql`ns as (
              select distinct on (s.test_code) s.* from language_test_session s
              where s.test_date >= ${today} order by s.test_code, s.test_date
            )`,
          nextJoin: sql`ns on ns.test_code = t.code`,
          nextOrder: sql`ns.test_date asc nulls last`,
          columns: sql`t.code, t.name, t.language, t.issuer, t.scale, t.popularity,
              exists (select 1 from language_test_session s where s.test_code = t.code and ${openOn(today)}) as registration_open`,
          nextColumns: sql`ns.test_date as n_test_date, ns.reg_start as n_reg_start, ns.reg_end as n_reg_end,
              ns.late_reg_end as n_late_reg_end, ns.result_date as n_result_date, ns.sample as n_sample`,
          filters,
        },
        filter,
        userId,
        (r) => ({
          code: String(r.code),
          name: String(r.name),
          language: String(r.language),
          issuer: String(r.issuer),
          scale: String(r.scale),
          popularity: Number(r.popularity),
          registrationOpen: r.registration_open === true,
          interested: r.interested === true,
          nextSession: r.n_test_date == null ? null : sessionFromRow(r, 'n_'),
        }),
      );
    },

    async detail(code: string) {
      const [row] = await db
        .select()
        .from(languageTest)
        .where(eq(languageTest.code, code))
        .limit(1);
      if (!row) return undefined;
      const sessions = await selectRows<Record<string, unknown>>(
        db,
        sql`select * from language_test_session where test_code = ${code} order by test_date`,
      );
      return { row, sessions: sessions.map((s) => sessionFromRow(s)) };
    },

    /** Every row's look-up fields, for the in-memory look-up index. */
    async lookupRows(): Promise<LookupRow[]> {
      return selectRows<LookupRow>(
        db,
        sql`select code, name, issuer, popularity, search_text as "searchText", initials from language_test`,
      );
    },
  };
}
export type LangRepository = ReturnType<typeof createLangRepository>;
