import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { addDays } from '../../lib/seoul-date';
import { contentPathSql } from '../content';
import { openPostingWhere } from '../postings';

/** An alarm this node just wrote (its push is enqueued by the caller). */
export interface InsertedAlarm {
  alarmId: number;
  title: string;
  message: string;
  link: string | null;
}

/** A watched posting gets its closing alarm this many days before it closes (and on the day). */
export const CLOSING_ALARM_DAYS = 3;

/**
 * Adds the member's due closing alarms in one INSERT … SELECT: every posting
 * they marked that is open and closes today or within CLOSING_ALARM_DAYS
 * (Asia/Seoul) gets one alarm per posting and close date. The unique
 * (user_id, dedupe_key) index and ON CONFLICT DO NOTHING make it idempotent
 * and safe when two nodes run it at once; a moved close date is a new key,
 * so the member hears of the new date too. Answers the rows this call
 * inserted, so exactly one node pushes each.
 */
export async function insertClosingAlarms(
  db: Database,
  userId: string,
  today: string,
): Promise<InsertedAlarm[]> {
  return selectRows<InsertedAlarm>(
    db,
    sql`
    insert into alarm (user_id, kind, title, message, link, dedupe_key)
    select ci.user_id, 'posting-closing',
      case when p.close_date = ${today}::date then '관심 공고가 오늘 마감됩니다'
           else '관심 공고가 곧 마감됩니다' end,
      left(c.name || ' · ' || p.title || ' 공고가 '
        || extract(month from p.close_date)::int || '월 '
        || extract(day from p.close_date)::int || '일에 마감됩니다. 마감 전에 지원해 보세요.', 1000),
      ${contentPathSql('posting', sql`p.posting_id`)},
      'posting-closing:' || p.posting_id || ':' || to_char(p.close_date, 'YYYY-MM-DD')
    from content_interest ci
    join job_posting p on p.posting_id =
      case when ci.content_id ~ '^[0-9]{1,9}$' then ci.content_id::int end
    join company c on c.company_id = p.company_id
    where ci.user_id = ${userId} and ci.content_type = 'posting'
      and ${openPostingWhere(today)}
      and p.close_type = 'date'
      and p.close_date <= ${addDays(today, CLOSING_ALARM_DAYS)}::date
    on conflict (user_id, dedupe_key) do nothing
    returning alarm_id as "alarmId", title, message, link`,
  );
}
