import { and, count, desc, eq } from 'drizzle-orm';
import type { ContentType, InterestListItem, Page } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { contentInterest } from '../../db/schema';
import { seoulDate } from '../../lib/seoul-date';
import { contentItems, requireVisible, usableKind } from '../content';

/**
 * Interest marks (관심) on any kind of content. Which kinds may be marked,
 * and whether an item is there to mark, is the content registry's answer:
 * this service keeps no per-kind map of its own.
 */
export function createInterestService(db: Database, clock: () => Date) {
  const where = (type: ContentType, id: string) =>
    and(eq(contentInterest.contentType, type), eq(contentInterest.contentId, id));
  const viewerOf = (userId: string) => ({ userId, today: seoulDate(clock()) });

  async function countOf(type: ContentType, id: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(contentInterest).where(where(type, id));
    return row?.n ?? 0;
  }

  return {
    countOf,

    /**
     * Sets the mark to the wanted state; repeating it changes nothing. Only a
     * visible item can be marked; a mark can always be taken off (the item
     * may have closed since), but not on a kind that is not available.
     */
    async change(userId: string, type: ContentType, id: string, interested: boolean) {
      if (interested) {
        await requireVisible(db, type, id, viewerOf(userId), 'interest');
        await db
          .insert(contentInterest)
          .values({ userId, contentType: type, contentId: id })
          .onConflictDoNothing();
      } else {
        usableKind(type, 'interest');
        await db
          .delete(contentInterest)
          .where(and(eq(contentInterest.userId, userId), where(type, id)));
      }
      return { interested, count: await countOf(type, id) };
    },

    async isMarked(userId: string | null, type: ContentType, id: string): Promise<boolean> {
      if (!userId) return false;
      const rows = await db
        .select({ id: contentInterest.contentId })
        .from(contentInterest)
        .where(and(eq(contentInterest.userId, userId), where(type, id)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The watch list: one page of the member's marks of one kind, newest
     * first (content_id breaks ties, so pages never overlap), named, linked
     * and dated by the registry, with the total for the pager. OFFSET paging
     * on content_interest_user_kind_recent_idx; the contract caps the page.
     * Marks of items that no longer exist are left out of the page (the
     * total still counts them until they are taken off); closed ones stay,
     * shown as not visible.
     */
    async watchList(
      userId: string,
      type: ContentType,
      page: number,
      size: number,
    ): Promise<Page<InterestListItem>> {
      usableKind(type, 'interest');
      const mine = and(eq(contentInterest.userId, userId), eq(contentInterest.contentType, type));
      const [marks, [counted]] = await Promise.all([
        db
          .select({ id: contentInterest.contentId, markedAt: contentInterest.createdAt })
          .from(contentInterest)
          .where(mine)
          .orderBy(desc(contentInterest.createdAt), desc(contentInterest.contentId))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(contentInterest).where(mine),
      ]);
      const total = counted?.n ?? 0;
      const items = await contentItems(
        db,
        type,
        marks.map((m) => m.id),
        viewerOf(userId),
        'interest',
      );
      return {
        items: marks.flatMap((m) => {
          const item = items.get(m.id);
          if (!item) return [];
          return [
            {
              contentType: type,
              contentId: m.id,
              title: item.title,
              path: item.path,
              visible: item.visible,
              markedAt: m.markedAt.toISOString(),
              deadline: item.deadline ?? null,
            },
          ];
        }),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },
  };
}
export type InterestService = ReturnType<typeof createInterestService>;
