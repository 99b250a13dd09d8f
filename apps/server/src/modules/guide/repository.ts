import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GuideCategory, GuideState } from '@ilteo/contract';
import { selectRows, type Database, type Transaction } from '../../db/client';
import {
  certificate,
  company,
  contentInterest,
  contentView,
  guideArticle,
  jobPosting,
} from '../../db/schema';
import { escapeLike } from '../../lib/search-grams';

/** A text[] bound as one parameter (both drivers send a JS array as a PostgreSQL array). */
const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;

export type GuideRow = typeof guideArticle.$inferSelect;
export type NewGuideRow = typeof guideArticle.$inferInsert;
type Db = Database | Transaction;

/** What the content_view rows of this area are called (the table is shared with notices). */
export const VIEW_KIND = 'guide-article';

export interface GuideFilter {
  category?: GuideCategory | undefined;
  state?: GuideState | undefined;
  q?: string | undefined;
}

/** Title, summary, body text or a tag containing the words (a plain substring, case-insensitive). */
function matches(q: string | undefined): SQL | undefined {
  const needle = q?.trim();
  if (!needle) return undefined;
  const pattern = `%${escapeLike(needle)}%`;
  return sql`(${guideArticle.title} ilike ${pattern} escape '\\'
    or ${guideArticle.summary} ilike ${pattern} escape '\\'
    or ${guideArticle.bodyText} ilike ${pattern} escape '\\'
    or array_to_string(${guideArticle.tags}, ' ') ilike ${pattern} escape '\\')`;
}

function where(filter: GuideFilter): SQL | undefined {
  return and(
    filter.state ? eq(guideArticle.state, filter.state) : undefined,
    filter.category ? eq(guideArticle.category, filter.category) : undefined,
    matches(filter.q),
  );
}

export const guideRepository = {
  /** A page of articles: published ones newest first, or (the console) by last change. */
  async page(
    db: Db,
    filter: GuideFilter,
    order: 'published' | 'updated',
    range: { offset: number; limit: number },
  ): Promise<{ rows: GuideRow[]; total: number }> {
    const condition = where(filter);
    const ordering =
      order === 'published'
        ? [desc(guideArticle.publishedAt), desc(guideArticle.articleId)]
        : [desc(guideArticle.updatedAt), desc(guideArticle.articleId)];
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(guideArticle)
        .where(condition)
        .orderBy(...ordering)
        .offset(range.offset)
        .limit(range.limit),
      db.select({ n: count() }).from(guideArticle).where(condition),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  async find(db: Db, articleId: number, lock = false): Promise<GuideRow | undefined> {
    const query = db.select().from(guideArticle).where(eq(guideArticle.articleId, articleId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async interested(db: Db, userId: string | null, articleId: number): Promise<boolean> {
    if (userId === null) return false;
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(contentInterest)
      .where(
        and(
          eq(contentInterest.userId, userId),
          eq(contentInterest.contentType, 'guide-article'),
          eq(contentInterest.contentId, String(articleId)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /**
   * Other published articles that share a tag or the category: most shared
   * tags first, then the same category, then the newest.
   */
  async relatedArticles(db: Db, row: GuideRow, limit: number): Promise<GuideRow[]> {
    const tags = textArray(row.tags);
    const shared = sql<number>`cardinality(array(select unnest(${guideArticle.tags}) intersect select unnest(${tags})))`;
    return db
      .select()
      .from(guideArticle)
      .where(
        and(
          eq(guideArticle.state, 'published'),
          ne(guideArticle.articleId, row.articleId),
          or(eq(guideArticle.category, row.category), sql`${guideArticle.tags} && ${tags}`),
        ),
      )
      .orderBy(
        desc(shared),
        desc(sql`${guideArticle.category} = ${row.category}`),
        desc(guideArticle.publishedAt),
        desc(guideArticle.articleId),
      )
      .limit(limit);
  },

  /** Open postings (as the lists show them) of the jobs, or of jobs under them; the newest first. */
  async relatedPostings(db: Db, jobCodes: readonly string[], today: string, limit: number) {
    if (jobCodes.length === 0) return [];
    return db
      .select({
        postingId: jobPosting.postingId,
        title: jobPosting.title,
        companyName: company.name,
        closeDate: jobPosting.closeDate,
      })
      .from(jobPosting)
      .innerJoin(company, eq(company.companyId, jobPosting.companyId))
      .where(
        and(
          sql`${jobPosting.jobMatch} && ${textArray(jobCodes)}`,
          eq(jobPosting.status, 'open'),
          sql`${jobPosting.openDate} <= ${today}::date`,
          sql`(${jobPosting.closeDate} is null or ${jobPosting.closeDate} >= ${today}::date)`,
        ),
      )
      .orderBy(desc(jobPosting.openDate), desc(jobPosting.postingId))
      .limit(limit);
  },

  /** The most popular certificates of the NCS fields. */
  async relatedCertificates(db: Db, fields: readonly string[], limit: number) {
    if (fields.length === 0) return [];
    return db
      .select({ code: certificate.code, name: certificate.name, issuer: certificate.issuer })
      .from(certificate)
      .where(inArray(certificate.ncsField, [...fields]))
      .orderBy(desc(certificate.popularity), asc(certificate.code))
      .limit(limit);
  },

  async insert(db: Db, values: NewGuideRow): Promise<GuideRow> {
    const [row] = await db.insert(guideArticle).values(values).returning();
    if (!row) throw new Error('guide article not inserted');
    return row;
  },

  async update(db: Db, articleId: number, values: Partial<NewGuideRow>): Promise<GuideRow> {
    const [row] = await db
      .update(guideArticle)
      .set(values)
      .where(eq(guideArticle.articleId, articleId))
      .returning();
    if (!row) throw new Error(`guide article ${String(articleId)} not updated`);
    return row;
  },

  /**
   * Counts a view once per viewer per Seoul day: the who-viewed row and the
   * counter move in one statement, only for a published article. Answers
   * the new count, or undefined when this viewer was already counted today.
   */
  async countView(
    db: Database,
    articleId: number,
    viewer: string,
    day: string,
  ): Promise<number | undefined> {
    const rows = await selectRows<{ view_count: number }>(
      db,
      sql`with v as (
            insert into ${contentView} (kind, item_id, viewer, day)
            select ${VIEW_KIND}, ${articleId}, ${viewer}, ${day}::date
            where exists (select 1 from guide_article
                          where article_id = ${articleId} and state = 'published')
            on conflict do nothing
            returning item_id)
          update guide_article set view_count = view_count + 1
          where article_id in (select item_id from v)
          returning view_count`,
    );
    return rows[0]?.view_count;
  },

  async purgeViews(db: Database, beforeDay: string): Promise<void> {
    await db
      .delete(contentView)
      .where(and(eq(contentView.kind, VIEW_KIND), sql`${contentView.day} < ${beforeDay}::date`));
  },
};
