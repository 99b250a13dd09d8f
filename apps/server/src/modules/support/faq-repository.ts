import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SupportCategory } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { faq, faqVote } from '../../db/schema';
import { escapeLike } from '../../lib/search-grams';

type Db = Database | Transaction;

export type FaqRow = typeof faq.$inferSelect;
export type NewFaq = Omit<
  typeof faq.$inferInsert,
  'faqId' | 'helpfulCount' | 'unhelpfulCount' | 'viewCount'
>;

export interface FaqFilter {
  category?: SupportCategory | undefined;
  q?: string | undefined;
  /** Undefined: published only (the members' list); 'all' for the console. */
  state?: 'published' | 'hidden' | 'all' | undefined;
}

/**
 * The question or the answer's text contains `q`, case-insensitively. The
 * FAQ is a few dozen rows: a scan is cheaper than keeping grams, and a
 * 2-letter Korean term matches as written.
 */
function filterWhere(filter: FaqFilter): SQL | undefined {
  const parts: SQL[] = [];
  const state = filter.state ?? 'published';
  if (state !== 'all') parts.push(eq(faq.state, state));
  if (filter.category) parts.push(eq(faq.category, filter.category));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    parts.push(
      sql`(${faq.question} ilike ${like} escape '\\' or ${faq.answerText} ilike ${like} escape '\\')`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export const faqRepository = {
  /** By category, then the operators' order, then age; the client groups categories in the vocabulary's order. */
  async list(db: Db, filter: FaqFilter): Promise<FaqRow[]> {
    return db
      .select()
      .from(faq)
      .where(filterWhere(filter))
      .orderBy(asc(faq.category), asc(faq.sortOrder), asc(faq.faqId));
  },

  /** One voter's answers, by FAQ id. */
  async votesOf(db: Db, voter: string): Promise<Map<number, boolean>> {
    const rows = await db
      .select({ faqId: faqVote.faqId, helpful: faqVote.helpful })
      .from(faqVote)
      .where(eq(faqVote.voter, voter));
    return new Map(rows.map((r) => [r.faqId, r.helpful]));
  },

  async find(db: Db, faqId: number, lock = false): Promise<FaqRow | undefined> {
    const query = db.select().from(faq).where(eq(faq.faqId, faqId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async vote(tx: Transaction, faqId: number, voter: string): Promise<boolean | undefined> {
    const [row] = await tx
      .select({ helpful: faqVote.helpful })
      .from(faqVote)
      .where(and(eq(faqVote.faqId, faqId), eq(faqVote.voter, voter)));
    return row?.helpful;
  },

  /**
   * Writes the voter's answer and moves the counts by the difference from
   * their previous one (none, the same, or the other), in the caller's
   * transaction, which holds the FAQ's row lock: votes on one entry queue.
   */
  async saveVote(
    tx: Transaction,
    faqId: number,
    voter: string,
    helpful: boolean,
    previous: boolean | undefined,
  ): Promise<void> {
    if (previous === helpful) return;
    await tx
      .insert(faqVote)
      .values({ faqId, voter, helpful })
      .onConflictDoUpdate({ target: [faqVote.faqId, faqVote.voter], set: { helpful } });
    const delta = (mine: boolean) => (helpful === mine ? 1 : previous === mine ? -1 : 0);
    await tx
      .update(faq)
      .set({
        helpfulCount: sql`${faq.helpfulCount} + ${delta(true)}`,
        unhelpfulCount: sql`${faq.unhelpfulCount} + ${delta(false)}`,
      })
      .where(eq(faq.faqId, faqId));
  },

  async insert(tx: Transaction, values: NewFaq): Promise<number> {
    const [row] = await tx.insert(faq).values(values).returning({ faqId: faq.faqId });
    if (!row) throw new Error('faq insert returned no row');
    return row.faqId;
  },

  async update(tx: Transaction, faqId: number, values: Partial<NewFaq>): Promise<void> {
    await tx.update(faq).set(values).where(eq(faq.faqId, faqId));
  },

  async remove(tx: Transaction, faqId: number): Promise<void> {
    await tx.delete(faq).where(eq(faq.faqId, faqId));
  },
};
