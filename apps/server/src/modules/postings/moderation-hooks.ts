import { and, eq, isNotNull } from 'drizzle-orm';
import { contentPath, idFromText } from '@ilteo/contract';
import { jobPosting, jobPostingContent, moderationItem, searchDocument } from '../../db/schema';
import type { ContentReader, HookTransaction, ModerationHooks } from '../content';
import { indexDocuments } from '../search';

/**
 * Whether moderation hid the posting (its queue item has hidden_since): a
 * posting the company closed itself is never reopened by a keep.
 */
async function hiddenByModeration(db: ContentReader, id: string): Promise<boolean> {
  const rows = await db
    .select({ itemId: moderationItem.itemId })
    .from(moderationItem)
    .where(
      and(
        eq(moderationItem.targetType, 'posting'),
        eq(moderationItem.targetId, id),
        isNotNull(moderationItem.hiddenSince),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The posting's search document, hidden or shown again, rewritten by the one indexer. */
async function setDocumentHidden(tx: HookTransaction, id: string, hidden: boolean) {
  const [doc] = await tx
    .select()
    .from(searchDocument)
    .where(and(eq(searchDocument.kind, 'posting'), eq(searchDocument.refId, id)))
    .limit(1);
  if (!doc) return;
  await indexDocuments(tx, [
    {
      kind: 'posting',
      refId: id,
      title: doc.title,
      subtitle: doc.subtitle,
      meta: doc.meta,
      searchText: doc.searchText,
      rank: doc.rank,
      visibleUntil: doc.visibleUntil,
      hidden,
    },
  ]);
}

/**
 * Moderation of postings (decision 0031). A posting has no member author
 * (companies answer for it through the console, not sanctions); blinding
 * or removing it closes it early, which takes it out of every list, the
 * search and the registry's visible items at once. Keeping it reopens it
 * only when moderation had closed it.
 */
export const postingModerationHooks: ModerationHooks = {
  async describe(db, id) {
    const postingId = idFromText(id);
    if (postingId === undefined) return null;
    const [row] = await db
      .select({
        title: jobPosting.title,
        status: jobPosting.status,
        descriptionHtml: jobPostingContent.descriptionHtml,
      })
      .from(jobPosting)
      .leftJoin(jobPostingContent, eq(jobPostingContent.postingId, jobPosting.postingId))
      .where(eq(jobPosting.postingId, postingId))
      .limit(1);
    if (!row) return null;
    const hidden = row.status !== 'open' && (await hiddenByModeration(db, id));
    return {
      authorId: null,
      title: row.title,
      // Stored sanitised by the posting writer.
      bodyHtml: row.descriptionHtml ?? '',
      state: hidden ? 'blinded' : 'published',
      path: contentPath('posting', id),
    };
  },

  async setState(tx, id, state) {
    const postingId = idFromText(id);
    if (postingId === undefined) return;
    if (state === 'published') {
      if (!(await hiddenByModeration(tx, id))) return;
      await tx
        .update(jobPosting)
        .set({ status: 'open', updatedAt: new Date() })
        .where(and(eq(jobPosting.postingId, postingId), eq(jobPosting.status, 'closed')));
      await setDocumentHidden(tx, id, false);
      return;
    }
    await tx
      .update(jobPosting)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(and(eq(jobPosting.postingId, postingId), eq(jobPosting.status, 'open')));
    await setDocumentHidden(tx, id, true);
  },
};
