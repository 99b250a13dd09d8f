import { eq, sql, type SQL } from 'drizzle-orm';
import type { CertSummary, ExamRound, QualificationKind } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { isoDay } from '../../lib/seoul-date';
import { certificate } from '../../db/schema';
import type { LookupRow } from './lookup-index';
import { listCatalogue, type CatalogueQuery } from './catalogue-list';

export interface CertFilter extends CatalogueQuery {
  kind?: QualificationKind | undefined;
  grade?: string | undefined;
  ncsField?: string | undefined;
  openNow?: boolean;
  examMonth?: number | undefined;
  /** Only these codes (the certificate of the day). */
  codes?: string[];
}

interface SummaryRow {
  code: string;
  name: string;
  kind: QualificationKind;
  grade: string | null;
  ncs_field: string;
  issuer: string;
  popularity: number;
  registration_open: boolean;
  interested: boolean;
  total: string | number;
  r_year: number | null;
  r_round: number | null;
  r_written_reg_start: string | null;
  r_written_reg_end: string | null;
  r_written_exam_start: string | null;
  r_written_exam_end: string | null;
  r_written_result: string | null;
  r_practical_reg_start: string | null;
  r_practical_reg_end: string | null;
  r_practical_exam_start: string | null;
  r_practical_exam_end: string | null;
  r_final_result: string | null;
  r_sample: boolean | null;
}

export function roundFromRow(row: Record<string, unknown>, prefix = ''): ExamRound {
  const get = (k: string) => row[`${prefix}${k}`];
  return {
    year: Number(get('year')),
    round: Number(get('round')),
    writtenRegStart: isoDay(get('written_reg_start')),
    writtenRegEnd: isoDay(get('written_reg_end')),
    writtenExamStart: isoDay(get('written_exam_start')),
    writtenExamEnd: isoDay(get('written_exam_end')),
    writtenResult: isoDay(get('written_result')),
    practicalRegStart: isoDay(get('practical_reg_start')),
    practicalRegEnd: isoDay(get('practical_reg_end')),
    practicalExamStart: isoDay(get('practical_exam_start')),
    practicalExamEnd: isoDay(get('practical_exam_end')),
    finalResult: isoDay(get('final_result')),
    sample: get('sample') === true,
  };
}

/**
 * The last exam day of a round: a round is "next" while an exam (or its
 * registration) is still ahead. A round only waiting for results is not.
 */
const ROUND_END = sql`coalesce(r.practical_exam_end, r.practical_exam_start, r.written_exam_end, r.written_exam_start)`;
/** A registration window (written or practical) of round alias `o` is open on `today`. */
const openOn = (today: string) =>
  sql`((o.written_reg_start <= ${today} and ${today} <= o.written_reg_end) or
       (o.practical_reg_start <= ${today} and ${today} <= o.practical_reg_end))`;

export function createCertRepository(db: Database) {
  return {
    async list(
      filter: CertFilter,
      today: string,
      userId: string | null,
    ): Promise<{ items: CertSummary[]; total: number }> {
      const filters: SQL[] = [];
      if (filter.codes) {
        filters.push(
          sql`c.code in (${sql.join(
            filter.codes.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        );
      }
      if (filter.kind) filters.push(sql`c.kind = ${filter.kind}`);
      if (filter.grade) filters.push(sql`c.grade = ${filter.grade}`);
      if (filter.ncsField) filters.push(sql`c.ncs_field = ${filter.ncsField}`);
      if (filter.openNow) {
        filters.push(
          sql`exists (select 1 from exam_round o where o.cert_code = c.code and ${openOn(today)})`,
        );
      }
      if (filter.examMonth) {
        const year = Number(today.slice(0, 4));
        filters.push(sql`exists (select 1 from exam_round m where m.cert_code = c.code and m.year in (${year}, ${year + 1})
          and (extract(month from m.written_exam_start) = ${filter.examMonth}
               or extract(month from m.practical_exam_start) = ${filter.examMonth}))`);
      }
      return listCatalogue<SummaryRow, CertSummary>(
        db,
        {
          table: 'certificate',
          alias: 'c',
          contentType: 'certificate',
          nextCte: sql`nr as (
              select distinct on (r.cert_code) r.*
              from exam_round r
              where ${ROUND_END} >= ${today}
              order by r.cert_code, r.year, r.round
            )`,
          nextJoin: sql`nr on nr.cert_code = c.code`,
          nextOrder: sql`coalesce(nr.written_exam_start, nr.practical_exam_start) asc nulls last`,
          columns: sql`c.code, c.name, c.kind, c.grade, c.ncs_field, c.issuer, c.popularity,
              exists (select 1 from exam_round o where o.cert_code = c.code and ${openOn(today)}) as registration_open`,
          nextColumns: sql`nr.year as r_year, nr.round as r_round,
              nr.written_reg_start as r_written_reg_start, nr.written_reg_end as r_written_reg_end,
              nr.written_exam_start as r_written_exam_start, nr.written_exam_end as r_written_exam_end,
              nr.written_result as r_written_result,
              nr.practical_reg_start as r_practical_reg_start, nr.practical_reg_end as r_practical_reg_end,
              nr.practical_exam_start as r_practical_exam_start, nr.practical_exam_end as r_practical_exam_end,
              nr.final_result as r_final_result, nr.sample as r_sample`,
          filters,
        },
        filter,
        userId,
        (r) => ({
          code: r.code,
          name: r.name,
          kind: r.kind,
          grade: r.grade,
          ncsField: r.ncs_field,
          issuer: r.issuer,
          popularity: r.popularity,
          registrationOpen: r.registration_open,
          interested: r.interested,
          nextRound:
            r.r_year === null ? null : roundFromRow(r as unknown as Record<string, unknown>, 'r_'),
        }),
      );
    },

    async detail(code: string) {
      const [row] = await db.select().from(certificate).where(eq(certificate.code, code)).limit(1);
      if (!row) return undefined;
      const rounds = await selectRows<Record<string, unknown>>(
        db,
        sql`select * from exam_round where cert_code = ${code} order by year, round`,
      );
      return { row, rounds: rounds.map((r) => roundFromRow(r)) };
    },

    /** Every row's look-up fields, for the in-memory look-up index. */
    async lookupRows(): Promise<LookupRow[]> {
      return selectRows<LookupRow>(
        db,
        sql`select code, name, issuer, popularity, search_text as "searchText", initials from certificate`,
      );
    },

    /**
     * Codes whose registration is open on `today` or opens within `soonDays`,
     * in code order; the certificate of the day rotates through them.
     */
    async registrationCandidates(today: string, soon: string): Promise<string[]> {
      const rows = await selectRows<{ code: string }>(
        db,
        sql`select distinct o.cert_code as code from exam_round o
            where ${openOn(today)}
               or (o.written_reg_start > ${today} and o.written_reg_start <= ${soon})
               or (o.practical_reg_start > ${today} and o.practical_reg_start <= ${soon})
            order by 1`,
      );
      return rows.map((r) => r.code);
    },

    async allCodes(): Promise<string[]> {
      const rows = await db
        .select({ code: certificate.code })
        .from(certificate)
        .orderBy(certificate.code);
      return rows.map((r) => r.code);
    },
  };
}
export type CertRepository = ReturnType<typeof createCertRepository>;
