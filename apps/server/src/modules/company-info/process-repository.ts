import { sql } from 'drizzle-orm';
import { INTERVIEW_LIMITS } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';

/**
 * The hiring-process page's reads: the company's postings of the last year
 * with their 전형 절차, counts of their applications by stage list, stage
 * and status (never a row per applicant), median days per stage from the
 * applications' timelines, and recent published interview questions.
 */

export interface ProcessPostingRow {
  posting_id: number;
  title: string;
  process_steps: string[];
}

export interface StageCountRow {
  stages: string[];
  current_stage: number;
  status: string;
  n: number;
}

export interface StageDaysRow {
  stages: string[];
  stage_no: number;
  days: number | string | null;
  n: number;
}

export interface QuestionRow {
  recruit_review_id: number;
  job_code: string;
  interview_month: string;
  questions: string;
}

/** Platform applications to these postings that were not withdrawn (what screening saw). */
const screenedApplications = (postingIds: number[]) =>
  sql`a.posting_id = any(${sql.param(postingIds)}::int[])
    and a.kind = 'platform' and a.status <> 'cancelled'`;

/** Result lines of the timeline: a stage passed, failed or the final hire. */
const RESULT_KINDS = sql`('passed', 'failed', 'hired')`;

export const processRepository = {
  async company(
    db: Database,
    companyId: number,
  ): Promise<
    | {
        name: string;
        interview_count: number | null;
        difficulty_sum: number | null;
        experience_positive: number | null;
        experience_neutral: number | null;
        experience_negative: number | null;
      }
    | undefined
  > {
    const [row] = await selectRows<{
      name: string;
      interview_count: number | null;
      difficulty_sum: number | null;
      experience_positive: number | null;
      experience_neutral: number | null;
      experience_negative: number | null;
    }>(
      db,
      sql`select c.name, s.interview_count, s.difficulty_sum, s.experience_positive,
            s.experience_neutral, s.experience_negative
          from company c
            join company_profile pr on pr.company_id = c.company_id
            left join company_stats s on s.company_id = c.company_id
          where c.company_id = ${companyId}`,
    );
    return row;
  },

  /** Postings opened from `since` to `today` (job_posting_company_idx), newest first. */
  postings(
    db: Database,
    companyId: number,
    since: string,
    today: string,
  ): Promise<ProcessPostingRow[]> {
    return selectRows<ProcessPostingRow>(
      db,
      sql`select p.posting_id, p.title, t.process_steps
          from job_posting p join job_posting_content t on t.posting_id = p.posting_id
          where p.company_id = ${companyId}
            and p.open_date between ${since}::date and ${today}::date
          order by p.open_date desc, p.posting_id desc`,
    );
  },

  /** Applications per stage list, stage and status (application_posting_stage_idx). */
  stageCounts(db: Database, postingIds: number[]): Promise<StageCountRow[]> {
    if (postingIds.length === 0) return Promise.resolve([]);
    return selectRows<StageCountRow>(
      db,
      sql`select a.stages, a.current_stage, a.status, count(*)::int as n
          from application a
          where ${screenedApplications(postingIds)}
          group by a.stages, a.current_stage, a.status`,
    );
  },

  /**
   * Median days from reaching a stage (applying, for the first; the previous
   * stage's pass otherwise) to its result, per stage list and stage, with
   * how many results it is taken over.
   */
  stageDays(db: Database, postingIds: number[]): Promise<StageDaysRow[]> {
    if (postingIds.length === 0) return Promise.resolve([]);
    return selectRows<StageDaysRow>(
      db,
      sql`select a.stages, e.stage_no,
            percentile_cont(0.5) within group (
              order by extract(epoch from e.at - coalesce(prev.at, a.created_at)) / 86400
            ) as days,
            count(*)::int as n
          from application a
            join application_event e
              on e.application_id = a.application_id and e.kind in ${RESULT_KINDS}
            left join lateral (
              select max(p.at) as at from application_event p
              where p.application_id = a.application_id and p.kind = 'passed'
                and p.stage_no = e.stage_no - 1
            ) prev on true
          where ${screenedApplications(postingIds)} and e.stage_no is not null
          group by a.stages, e.stage_no`,
    );
  },

  /** Median days from applying to the first result, over applications that have one. */
  async daysToFirstResult(
    db: Database,
    postingIds: number[],
  ): Promise<{ days: number | null; n: number }> {
    if (postingIds.length === 0) return { days: null, n: 0 };
    const [row] = await selectRows<{ days: number | string | null; n: number }>(
      db,
      sql`select percentile_cont(0.5) within group (
              order by extract(epoch from f.at - a.created_at) / 86400) as days,
            count(*)::int as n
          from application a
            join lateral (
              select min(e.at) as at from application_event e
              where e.application_id = a.application_id and e.kind in ${RESULT_KINDS}
            ) f on f.at is not null
          where ${screenedApplications(postingIds)}`,
    );
    return {
      days: row?.days === null || row?.days === undefined ? null : Number(row.days),
      n: row?.n ?? 0,
    };
  },

  /**
   * The newest published interview reviews' questions (interview_review_company_idx);
   * a held one counts as published once its 임시조치 has ended.
   */
  questions(db: Database, companyId: number, now: Date): Promise<QuestionRow[]> {
    return selectRows<QuestionRow>(
      db,
      sql`select recruit_review_id, job_code, interview_month, questions
          from interview_review
          where company_id = ${companyId}
            and (state = 'published' or (state = 'held' and held_until <= ${now.toISOString()}::timestamptz))
          order by published_at desc nulls last, recruit_review_id desc
          limit ${INTERVIEW_LIMITS.processQuestions}`,
    );
  },

  /**
   * Give-to-get (decision 0035): whether the member wrote a company review
   * or an interview review, not rejected or deleted, in the last 12 months
   * (company_review_user_idx, interview_review_user_idx).
   */
  async hasRecentReview(db: Database, userId: string, since: Date): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      db,
      sql`select 1 as one where exists (
            select 1 from company_review
            where user_id = ${userId}::uuid and created_at >= ${since.toISOString()}::timestamptz
              and state not in ('rejected', 'deleted'))
          or exists (
            select 1 from interview_review
            where user_id = ${userId}::uuid and created_at >= ${since.toISOString()}::timestamptz
              and state not in ('rejected', 'deleted'))`,
    );
    return rows.length > 0;
  },
};
