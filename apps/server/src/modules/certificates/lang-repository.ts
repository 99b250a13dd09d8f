import { eq, sql, type SQL } from 'drizzle-orm';
import type { LangSummary } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { isoDay } from '../../lib/seoul-date';
import { languageTest } from '../../db/schema';
import type { LookupRow } from './lookup-index';
import { pagedTotal } from './paging';
import { keywordMatch } from './search';

export interface LangFilter {
  keyword?: string | undefined;
  language?: string | undefined;
  openNow?: boolean;
  examMonth?: number | undefined;
  sortBy: 'popularity' | 'name' | 'nextExam';
  page: number;
  size: number;
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
      const match = keywordMatch(filter.keyword, {
        searchText: sql`t.search_text`,
        initials: sql`t.initials`,
      });
      const conditions: SQL[] = [sql`true`];
      if (match) conditions.push(match.where);
      if (filter.language) conditions.push(sql`t.language = ${filter.language}`);
      if (filter.openNow) {
        conditions.push(
          sql`exists (select 1 from language_test_session s where s.test_code = t.code and ${openOn(today)})`,
        );
      }
      if (filter.examMonth) {
        conditions.push(sql`exists (select 1 from language_test_session s where s.test_code = t.code
          and s.test_date >= ${today} and extract(month from s.test_date) = ${filter.examMonth})`);
      }
      const order: SQL[] = [];
      if (match && filter.sortBy === 'popularity') order.push(match.rank);
      if (filter.sortBy === 'name') order.push(sql`t.name asc`);
      else if (filter.sortBy === 'nextExam') order.push(sql`ns.test_date asc nulls last`);
      order.push(sql`t.popularity desc nulls last`, sql`t.code asc`);

      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`with ns as (
              select distinct on (s.test_code) s.* from language_test_session s
              where s.test_date >= ${today} order by s.test_code, s.test_date
            )
            select t.code, t.name, t.language, t.issuer, t.scale, t.popularity,
              exists (select 1 from language_test_session s where s.test_code = t.code and ${openOn(today)}) as registration_open,
              (ci.user_id is not null) as interested,
              count(*) over () as total,
              ns.test_date as n_test_date, ns.reg_start as n_reg_start, ns.reg_end as n_reg_end,
              ns.late_reg_end as n_late_reg_end, ns.result_date as n_result_date, ns.sample as n_sample
            from language_test t
            left join ns on ns.test_code = t.code
            left join content_interest ci
              on ci.user_id = ${userId} and ci.content_type = 'language-test' and ci.content_id = t.code
            where ${sql.join(conditions, sql` and `)}
            order by ${sql.join(order, sql`, `)}
            limit ${filter.size} offset ${(filter.page - 1) * filter.size}`,
      );
      const total = await pagedTotal(
        db,
        rows,
        filter.page,
        sql`from language_test t where ${sql.join(conditions, sql` and `)}`,
      );
      return {
        total,
        items: rows.map((r) => ({
          code: String(r.code),
          name: String(r.name),
          language: String(r.language),
          issuer: String(r.issuer),
          scale: String(r.scale),
          popularity: Number(r.popularity),
          registrationOpen: r.registration_open === true,
          interested: r.interested === true,
          nextSession: r.n_test_date == null ? null : sessionFromRow(r, 'n_'),
        })),
      };
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
