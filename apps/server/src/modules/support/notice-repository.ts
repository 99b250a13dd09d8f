import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NoticeCategory } from '@ilteo/contract';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { contentView, notice } from '../../db/schema';
import { escapeLike } from '../../lib/search-grams';

type Db = Database | Transaction;

export type NoticeRow = typeof notice.$inferSelect;
export type NewNotice = Omit<typeof notice.$inferInsert, 'noticeId'>;

/**
 * Written as a literal, never a parameter: the list's partial indexes hold
 * `state = 'published'`, which a generic plan of `state = $1` cannot use.
 */
const PUBLISHED = sql`${notice.state} = 'published'`;

/** The members' list order: pinned first, then the newest; the id breaks ties. */
const LIST_ORDER = [desc(notice.pinned), desc(notice.publishedAt), desc(notice.noticeId)];

const listColumns = {
  noticeId: notice.noticeId,
  category: notice.category,
  title: notice.title,
  pinned: notice.pinned,
  viewCount: notice.viewCount,
  publishedAt: notice.publishedAt,
  fileNames: notice.fileNames,
  state: notice.state,
  updatedAt: notice.updatedAt,
};
export type NoticeListRow = Pick<NoticeRow, keyof typeof listColumns>;

export interface NoticeFilter {
  category?: NoticeCategory | undefined;
  q?: string | undefined;
  /** Undefined: published only (the members' list); 'all' for the console. */
  state?: 'published' | 'hidden' | 'all' | undefined;
}

/**
 * The title or the body's text contains `q`, case-insensitively: notices
 * are few (hundreds), so a scan of the published ones is cheap, and a
 * 2-letter Korean term matches as written.
 */
function filterWhere(filter: NoticeFilter): SQL | undefined {
  const parts: SQL[] = [];
  const state = filter.state ?? 'published';
  if (state === 'published') parts.push(PUBLISHED);
  else if (state === 'hidden') parts.push(eq(notice.state, 'hidden'));
  if (filter.category) parts.push(eq(notice.category, filter.category));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    parts.push(
      sql`(${notice.title} ilike ${like} escape '\\' or ${notice.bodyText} ilike ${like} escape '\\')`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export const noticeRepository = {
  async list(
    db: Db,
    filter: NoticeFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: NoticeListRow[]; total: number }> {
    const where = filterWhere(filter);
    const [rows, [count]] = await Promise.all([
      db
        .select(listColumns)
        .from(notice)
        .where(where)
        .orderBy(...LIST_ORDER)
        .offset(page.offset)
        .limit(page.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(notice)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async find(db: Db, noticeId: number, lock = false): Promise<NoticeRow | undefined> {
    const query = db.select().from(notice).where(eq(notice.noticeId, noticeId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /**
   * The published notices just above and just below one in the list's
   * order (all descending, so one row comparison each way), in one query.
   */
  async neighbours(
    db: Database,
    row: Pick<NoticeRow, 'noticeId' | 'pinned' | 'publishedAt'>,
  ): Promise<{ prev: NeighbourRow | null; next: NeighbourRow | null }> {
    const at = row.publishedAt.toISOString();
    const key = sql`(${row.pinned}::boolean, ${at}::timestamptz, ${row.noticeId}::int)`;
    const rows = await selectRows<{ side: 'prev' | 'next'; notice_id: number; title: string }>(
      db,
      sql`(select 'prev' as side, notice_id, title from notice
             where state = 'published' and (pinned, published_at, notice_id) > ${key}
             order by pinned, published_at, notice_id limit 1)
          union all
          (select 'next' as side, notice_id, title from notice
             where state = 'published' and (pinned, published_at, notice_id) < ${key}
             order by pinned desc, published_at desc, notice_id desc limit 1)`,
    );
    const pick = (side: 'prev' | 'next'): NeighbourRow | null => {
      const r = rows.find((x) => x.side === side);
      return r ? { noticeId: r.notice_id, title: r.title } : null;
    };
    return { prev: pick('prev'), next: pick('next') };
  },

  /**
   * Counts a view once per viewer per Seoul day: the who-viewed row and the
   * counter move in one statement, only for a published notice. Answers the
   * new count, or undefined when this viewer was already counted today.
   */
  async countView(
    db: Database,
    noticeId: number,
    viewer: string,
    day: string,
  ): Promise<number | undefined> {
    const rows = await selectRows<{ view_count: number }>(
      db,
      sql`with v as (
            insert into ${contentView} (kind, item_id, viewer, day)
            select 'notice', ${noticeId}, ${viewer}, ${day}::date
            where exists (select 1 from notice
                          where notice_id = ${noticeId} and state = 'published')
            on conflict do nothing
            returning item_id)
          update notice set view_count = view_count + 1
          where notice_id in (select item_id from v)
          returning view_count`,
    );
    return rows[0]?.view_count;
  },

  /** Deletes the notices' who-viewed rows before `beforeDay`; other kinds' rows are their areas'. */
  async purgeViews(db: Database, beforeDay: string): Promise<void> {
    await db
      .delete(contentView)
      .where(and(eq(contentView.kind, 'notice'), sql`${contentView.day} < ${beforeDay}::date`));
  },

  async insert(tx: Transaction, values: NewNotice): Promise<number> {
    const [row] = await tx.insert(notice).values(values).returning({ noticeId: notice.noticeId });
    if (!row) throw new Error('notice insert returned no row');
    return row.noticeId;
  },

  async update(tx: Transaction, noticeId: number, values: Partial<NewNotice>): Promise<void> {
    await tx.update(notice).set(values).where(eq(notice.noticeId, noticeId));
  },

  async remove(tx: Transaction, noticeId: number): Promise<void> {
    await tx.delete(notice).where(eq(notice.noticeId, noticeId));
    await tx
      .delete(contentView)
      .where(and(eq(contentView.kind, 'notice'), eq(contentView.itemId, noticeId)));
  },
};

export interface NeighbourRow {
  noticeId: number;
  title: string;
}
