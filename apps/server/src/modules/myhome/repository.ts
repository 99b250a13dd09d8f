import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { calendarFeed, savedSearchAlertRun } from '../../db/schema';
import { openPostingWhere } from '../postings';

/** A date column as YYYY-MM-DD text (both drivers), or null. */
type Day = string | null;

export interface WatchedCloseRow {
  posting_id: number;
  title: string;
  company_name: string;
  close_date: string;
}

export interface WatchedRoundRow {
  code: string;
  name: string;
  year: number;
  round: number;
  written_reg_start: Day;
  written_reg_end: Day;
  written_exam_start: Day;
  written_exam_end: Day;
  practical_reg_start: Day;
  practical_reg_end: Day;
  practical_exam_start: Day;
  practical_exam_end: Day;
}

export interface WatchedSessionRow {
  code: string;
  name: string;
  test_date: string;
  reg_start: string;
  reg_end: string;
  late_reg_end: Day;
}

/** A watched posting's id from content_interest (text ids; anything not numeric names none). */
const WATCHED_POSTING = sql`p.posting_id =
  case when ci.content_id ~ '^[0-9]{1,9}$' then ci.content_id::int end`;

/**
 * My home's reads and writes. Every read is scoped by the member id the
 * route's policy has already judged; each block is one statement.
 */
export function createMyHomeRepository(db: Database) {
  return {
    /**
     * Watched postings whose close date falls in [from, to] (YYYY-MM-DD),
     * soonest first: open ones only when `openOn` (a day) is given, else any
     * not closed early (a past close date still belongs on a calendar).
     */
    async watchedClosing(
      memberId: string,
      from: string,
      to: string,
      limit: number,
      openOn?: string,
    ) {
      return selectRows<WatchedCloseRow>(
        db,
        sql`select p.posting_id, p.title, c.name as company_name, p.close_date::text as close_date
            from content_interest ci
            join job_posting p on ${WATCHED_POSTING}
            join company c on c.company_id = p.company_id
            where ci.user_id = ${memberId}::uuid and ci.content_type = 'posting'
              and ${openOn ? openPostingWhere(openOn) : sql`p.status = 'open'`}
              and p.close_type = 'date'
              and p.close_date between ${from}::date and ${to}::date
            order by p.close_date, p.posting_id
            limit ${limit}`,
      );
    },

    /** The rounds of watched certificates with any date in [from, to]. */
    async watchedRounds(memberId: string, from: string, to: string) {
      const within = (column: string) =>
        sql`(r.${sql.raw(column)} between ${from}::date and ${to}::date)`;
      const columns = [
        'written_reg_start',
        'written_reg_end',
        'written_exam_start',
        'written_exam_end',
        'practical_reg_start',
        'practical_reg_end',
        'practical_exam_start',
        'practical_exam_end',
      ];
      return selectRows<WatchedRoundRow>(
        db,
        sql`select c.code, c.name, r.year, r.round,
              ${sql.join(
                columns.map((col) => sql`r.${sql.raw(col)}::text as ${sql.raw(col)}`),
                sql`, `,
              )}
            from content_interest ci
            join certificate c on c.code = ci.content_id
            join exam_round r on r.cert_code = c.code
            where ci.user_id = ${memberId}::uuid and ci.content_type = 'certificate'
              and (${sql.join(columns.map(within), sql` or `)})`,
      );
    },

    /** The sessions of watched language tests with any date in [from, to]. */
    async watchedSessions(memberId: string, from: string, to: string) {
      return selectRows<WatchedSessionRow>(
        db,
        sql`select t.code, t.name, s.test_date::text as test_date, s.reg_start::text as reg_start,
              s.reg_end::text as reg_end, s.late_reg_end::text as late_reg_end
            from content_interest ci
            join language_test t on t.code = ci.content_id
            join language_test_session s on s.test_code = t.code
            where ci.user_id = ${memberId}::uuid and ci.content_type = 'language-test'
              and (s.test_date between ${from}::date and ${to}::date
                or s.reg_start between ${from}::date and ${to}::date
                or s.reg_end between ${from}::date and ${to}::date
                or s.late_reg_end between ${from}::date and ${to}::date)`,
      );
    },

    async feedOf(memberId: string) {
      const [row] = await db
        .select({ createdAt: calendarFeed.createdAt })
        .from(calendarFeed)
        .where(eq(calendarFeed.memberId, memberId))
        .limit(1);
      return row;
    },

    /** Creates or replaces the member's feed secret (by its hash): the old link stops working. */
    async saveFeed(memberId: string, tokenHash: string, now: Date) {
      await db
        .insert(calendarFeed)
        .values({ memberId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeed.memberId, set: { tokenHash, createdAt: now } });
    },

    /** Whether there was a feed to revoke. */
    async deleteFeed(memberId: string): Promise<boolean> {
      const removed = await db
        .delete(calendarFeed)
        .where(eq(calendarFeed.memberId, memberId))
        .returning({ memberId: calendarFeed.memberId });
      return removed.length > 0;
    },

    /** The member a feed secret's hash belongs to, if the link is live. */
    async feedOwner(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ memberId: calendarFeed.memberId })
        .from(calendarFeed)
        .where(eq(calendarFeed.tokenHash, tokenHash))
        .limit(1);
      return row?.memberId;
    },

    /** When the member's last alert ran before `day` (YYYY-MM-DD), if ever. */
    async lastAlertBefore(memberId: string, day: string): Promise<Date | undefined> {
      const rows = await selectRows<{ ran_at: string | Date }>(
        db,
        sql`select ran_at from saved_search_alert_run
            where member_id = ${memberId}::uuid and alert_date < ${day}::date
            order by alert_date desc limit 1`,
      );
      const at = rows[0]?.ran_at;
      return at === undefined ? undefined : new Date(at);
    },

    /** Whether today's run for the member is already recorded. */
    async alertRanOn(memberId: string, day: string): Promise<boolean> {
      const rows = await db
        .select({ memberId: savedSearchAlertRun.memberId })
        .from(savedSearchAlertRun)
        .where(
          and(eq(savedSearchAlertRun.memberId, memberId), eq(savedSearchAlertRun.alertDate, day)),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type MyHomeRepository = ReturnType<typeof createMyHomeRepository>;
