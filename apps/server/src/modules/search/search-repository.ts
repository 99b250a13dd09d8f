import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_KIND_LIST, type SearchKind } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { visibleOn, type DocumentMatch } from './document-match';

export interface HitRow {
  kind: SearchKind;
  ref_id: string;
  title: string;
  subtitle: string;
  meta: string[];
  /** Days until a posting's last day; null when it has none. */
  days_left: number | null;
  /** A certificate's or language test's next exam day, YYYY.MM.DD. */
  next_exam: string | null;
}

/** A kind's total, with one of its page's hits or, for a page past the end, none. */
type GroupRow = { total: string | number } & (HitRow | { kind: SearchKind; ref_id: null });

export interface GroupSlice {
  totals: Map<SearchKind, number>;
  hits: Map<SearchKind, HitRow[]>;
}

export type SuggestionRow = Pick<HitRow, 'kind' | 'ref_id' | 'title' | 'subtitle'>;

/**
 * How many of each kind's most viewed or popular matches a suggestion picks
 * from. Bounded, so a common word (개발) walks the (kind, rank) index and
 * stops instead of reading every match on every keystroke.
 */
const SUGGESTION_CANDIDATES = 50;

/** Catalogues seeded by migration, a few hundred rows each. */
const REFERENCE_KINDS: ReadonlySet<SearchKind> = new Set(['certificate', 'language-test']);

/** Where each kind stands in SEARCH_KIND_LIST: postings and companies before reference data. */
const KIND_ORDER = sql`array_position(array[${sql.join(
  SEARCH_KIND_LIST.map((k) => sql`${k}`),
  sql`, `,
)}]::text[], d.kind::text)`;

/** The facts that change by the day are read at query time, not stored in the document. */
const nextExam = (today: string) => sql`case d.kind
  when 'certificate' then (
    select to_char(min(x.day), 'YYYY.MM.DD')
    from exam_round er
    cross join lateral (values (er.written_exam_start), (er.practical_exam_start)) x(day)
    where er.cert_code = d.ref_id and x.day >= ${today}::date)
  when 'language-test' then (
    select to_char(min(s.test_date), 'YYYY.MM.DD')
    from language_test_session s
    where s.test_code = d.ref_id and s.test_date >= ${today}::date)
  end`;

/**
 * Each kind's total and its hits `offset`..`offset + size`, in one
 * statement that reads the matches once: `m` keeps them narrow, `totals`
 * counts them, each kind's page is a bounded top-N over `m`, and only the
 * page's rows are fetched whole. The exact count is what costs: it visits
 * every match.
 */
export const groupsQuery = (
  match: DocumentMatch,
  today: string,
  kinds: readonly SearchKind[],
  offset: number,
  size: number,
): SQL =>
  sql`with m as (
        select d.kind, d.ref_id, d.rank, ${match.tier} as tier
        from search_document d
        where d.kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )}) and ${match.where} and ${visibleOn(today)}
      ),
      totals as (select kind, count(*) as total from m group by kind),
      page as (
        select p.* from totals t
        cross join lateral (
          select m.kind, m.ref_id, m.tier, m.rank from m
          where m.kind = t.kind
          order by m.tier, m.rank desc, m.ref_id
          limit ${size} offset ${offset}
        ) p
      )
      select t.kind, t.total, d.ref_id, d.title, d.subtitle, d.meta,
        d.visible_until - ${today}::date as days_left,
        ${nextExam(today)} as next_exam
      from totals t
      left join page p on p.kind = t.kind
      left join search_document d on d.kind = p.kind and d.ref_id = p.ref_id
      order by t.kind, p.tier, p.rank desc, p.ref_id`;

/**
 * A few documents for the box while typing, from each kind's most viewed or
 * popular matches: titles that are, start with or hold the keyword before
 * those found by another term (a company name, an alias such as 정처기),
 * postings and companies before reference data, then by rank.
 */
export const suggestQuery = (match: DocumentMatch, today: string, size: number): SQL => {
  // `nulls last` matches the (kind, rank desc nulls last) index, so the planner can walk it.
  // Reference kinds are a few hundred rows: reading them beats a GIN look-up over every document.
  const candidates = SEARCH_KIND_LIST.map(
    (kind) =>
      sql`(select d.kind, d.ref_id, d.title, d.subtitle, d.search_text, d.initials, d.rank
           from search_document d
           where d.kind = ${kind} and ${REFERENCE_KINDS.has(kind) ? match.text : match.where}
             and ${visibleOn(today)}
           order by d.rank desc nulls last
           limit ${SUGGESTION_CANDIDATES})`,
  );
  return sql`select d.kind, d.ref_id, d.title, d.subtitle
    from (${sql.join(candidates, sql` union all `)}) d
    order by ${match.titleTier}, ${KIND_ORDER}, d.rank desc, d.ref_id
    limit ${size}`;
};

export function createSearchRepository(db: Database) {
  return {
    async groups(
      match: DocumentMatch,
      today: string,
      kinds: readonly SearchKind[],
      offset: number,
      size: number,
    ): Promise<GroupSlice> {
      const rows = await selectRows<GroupRow>(db, groupsQuery(match, today, kinds, offset, size));
      const totals = new Map<SearchKind, number>();
      const hits = new Map<SearchKind, HitRow[]>();
      for (const row of rows) {
        totals.set(row.kind, Number(row.total));
        if (row.ref_id === null) continue;
        const list = hits.get(row.kind) ?? [];
        list.push(row);
        hits.set(row.kind, list);
      }
      return { totals, hits };
    },

    async suggest(match: DocumentMatch, today: string, size: number): Promise<SuggestionRow[]> {
      return selectRows<SuggestionRow>(db, suggestQuery(match, today, size));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
