import { sql } from 'drizzle-orm';
import { MY_HOME_LIMITS } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';

// The postings a member opened (my home's 최근 본 공고). One row per member
// and posting, moved to the front on each view; older rows past the limit go.

/**
 * Records that a member opened a posting, and keeps only their latest
 * MY_HOME_LIMITS.viewHistoryKept. Called by the view endpoint for a
 * logged-in member; a posting that does not exist writes nothing.
 */
export async function recordPostingView(
  db: Database,
  memberId: string,
  postingId: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    with seen as (
      insert into posting_view_history (member_id, posting_id, viewed_at)
      select ${memberId}::uuid, p.posting_id, ${now.toISOString()}::timestamptz
      from job_posting p where p.posting_id = ${postingId}
      on conflict (member_id, posting_id) do update set viewed_at = excluded.viewed_at
      returning member_id
    )
    delete from posting_view_history h
    where h.member_id = (select member_id from seen)
      and h.posting_id <> ${postingId}
      and h.posting_id not in (
        select k.posting_id from posting_view_history k
        where k.member_id = ${memberId}::uuid and k.posting_id <> ${postingId}
        order by k.viewed_at desc, k.posting_id desc
        limit ${MY_HOME_LIMITS.viewHistoryKept - 1}
      )`);
}

/** The member's latest viewed posting ids, newest first, with when each was viewed. */
export async function recentPostingViews(
  db: Database,
  memberId: string,
  limit: number,
): Promise<{ postingId: number; viewedAt: Date }[]> {
  const rows = await selectRows<{ posting_id: number; viewed_at: string | Date }>(
    db,
    sql`select posting_id, viewed_at from posting_view_history
        where member_id = ${memberId}::uuid
        order by viewed_at desc, posting_id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({ postingId: r.posting_id, viewedAt: new Date(r.viewed_at) }));
}
