import { sql } from 'drizzle-orm';
import {
  CAREER_BAND_LABELS,
  CAREER_BANDS,
  CODE_GROUPS,
  type ApplyState,
  type CloseType,
  type PostingDetail,
} from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import {
  codeBook,
  openPostingWhere,
  textArray,
  detailFromRow,
  effectiveStatus,
  type DetailRow,
  type SummaryRow,
} from '../postings';

type DetailQueryRow = DetailRow & { interested: boolean };

/** One posting, its company and its applicant aggregates, for the detail screens. */
export function createRecruitRepository(db: Database) {
  return {
    /**
     * A posting as its detail page shows it, closed ones included (marked
     * closed). Postings not yet opened are not public: undefined, as if missing.
     */
    async detail(
      postingId: number,
      today: string,
      viewerId: string | null,
    ): Promise<PostingDetail | undefined> {
      const [row] = await selectRows<DetailQueryRow>(
        db,
        sql`select p.posting_id, p.title, p.company_id, c.name as company_name, c.company_type,
              c.logo_url, p.region_codes, p.job_codes, p.career_type, p.career_min, p.career_max,
              p.education, p.employment_type, p.salary_type, p.salary_min, p.salary_max,
              p.salary_negotiable, p.close_type, p.open_date::text as open_date,
              p.close_date::text as close_date, p.is_intern, p.status, p.view_count,
              p.apply_count, p.headcount, p.work_hours, p.work_days, p.work_days_note,
              t.description_html, t.duties, t.qualifications, t.preferred, p.preferred_certs,
              t.process_steps, t.documents, p.apply_method, p.apply_url, p.welfare_codes,
              t.benefits, p.preferential_codes, p.created_at, p.updated_at,
              c.industry, c.size_code, c.employee_count, c.founded_year,
              c.address as company_address, c.region_code as company_region_code, c.homepage,
              c.description as company_description,
              (select count(*)::int from job_posting p
                where p.company_id = c.company_id and ${openPostingWhere(today)}) as open_posting_count,
              (select count(*)::int from content_interest ci
                where ci.content_type = 'posting' and ci.content_id = ${String(postingId)}) as interest_count,
              exists (select 1 from content_interest ci
                where ci.user_id = ${viewerId}::uuid and ci.content_type = 'posting'
                  and ci.content_id = ${String(postingId)}) as interested
            from job_posting p join company c on c.company_id = p.company_id
              join job_posting_content t on t.posting_id = p.posting_id
            where p.posting_id = ${postingId} and p.open_date <= ${today}::date`,
      );
      if (!row) return undefined;
      const certNames = new Map<string, string>();
      if (row.preferred_certs.length > 0) {
        const certs = await selectRows<{ code: string; name: string }>(
          db,
          sql`select code, name from certificate where code = any(${textArray(row.preferred_certs)})`,
        );
        for (const c of certs) certNames.set(c.code, c.name);
      }
      return detailFromRow(row, today, row.interested, certNames);
    },

    /** Counts a view; the new count, or undefined when there is no such posting. */
    async addView(postingId: number): Promise<number | undefined> {
      const [row] = await selectRows<{ view_count: number }>(
        db,
        sql`update job_posting set view_count = view_count + 1
            where posting_id = ${postingId} returning view_count`,
      );
      return row?.view_count;
    },

    /** Applicants as counts by career band and education (never who applied). */
    async applyState(postingId: number, today: string): Promise<ApplyState | undefined> {
      const [posting] = await selectRows<
        Pick<SummaryRow, 'posting_id' | 'title' | 'company_name' | 'status' | 'close_date'> & {
          close_type: string;
        }
      >(
        db,
        sql`select p.posting_id, p.title, c.name as company_name, p.status, p.close_type,
              p.close_date::text as close_date
            from job_posting p join company c on c.company_id = p.company_id
              join job_posting_content t on t.posting_id = p.posting_id
            where p.posting_id = ${postingId} and p.open_date <= ${today}::date`,
      );
      if (!posting) return undefined;
      const stats = await selectRows<{ dimension: string; band: string; count: number }>(
        db,
        sql`select dimension, band, count from posting_apply_stat where posting_id = ${postingId}`,
      );
      const counts = (dimension: string) =>
        new Map(stats.filter((s) => s.dimension === dimension).map((s) => [s.band, s.count]));
      const career = counts('career');
      const education = counts('education');
      const byCareer = CAREER_BANDS.map((band) => ({
        band,
        label: CAREER_BAND_LABELS[band],
        count: career.get(band) ?? 0,
      }));
      const byEducation = codeBook.list(CODE_GROUPS.education).map((r) => ({
        band: r.cd,
        label: r.name,
        count: education.get(r.cd) ?? 0,
      }));
      const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
      return {
        postingId: posting.posting_id,
        title: posting.title,
        companyName: posting.company_name,
        status: effectiveStatus(posting.status, posting.close_date, today),
        closeType: posting.close_type as CloseType,
        closeDate: posting.close_date,
        total: Math.max(sum(byCareer), sum(byEducation)),
        byCareer,
        byEducation,
        today,
      };
    },

    /** Open postings per region code (시·도 and 시·군·구 alike, through region_match). */
    async openCountsByRegion(today: string): Promise<Map<string, number>> {
      const rows = await selectRows<{ cd: string; n: number }>(
        db,
        sql`select r as cd, count(*)::int as n
            from job_posting p cross join lateral unnest(p.region_match) r
            where ${openPostingWhere(today)}
            group by r`,
      );
      return new Map(rows.map((r) => [r.cd, r.n]));
    },

    async postingExists(postingId: number): Promise<boolean> {
      const rows = await selectRows<{ one: number }>(
        db,
        sql`select 1 as one from job_posting where posting_id = ${postingId}`,
      );
      return rows.length > 0;
    },
  };
}
export type RecruitRepository = ReturnType<typeof createRecruitRepository>;
