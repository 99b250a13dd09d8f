import { and, count, eq } from 'drizzle-orm';
import { idFromText, type ContentType } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { certificate, company, contentInterest, jobPosting, languageTest } from '../../db/schema';
import { rejected } from '../../http/errors';

/**
 * Interest marks on any kind of content. Each kind registers how to check
 * that an id exists; kinds whose area is not built yet (community posts)
 * are refused until their issue adds a check.
 */
export function createInterestService(db: Database) {
  const exists: Partial<Record<ContentType, (id: string) => Promise<boolean>>> = {
    certificate: async (id) =>
      (
        await db
          .select({ code: certificate.code })
          .from(certificate)
          .where(eq(certificate.code, id))
          .limit(1)
      ).length > 0,
    'language-test': async (id) =>
      (
        await db
          .select({ code: languageTest.code })
          .from(languageTest)
          .where(eq(languageTest.code, id))
          .limit(1)
      ).length > 0,
    posting: async (text) => {
      const id = idFromText(text);
      return (
        id !== undefined &&
        (
          await db
            .select({ id: jobPosting.postingId })
            .from(jobPosting)
            .where(eq(jobPosting.postingId, id))
            .limit(1)
        ).length > 0
      );
    },
    company: async (text) => {
      const id = idFromText(text);
      return (
        id !== undefined &&
        (
          await db
            .select({ id: company.companyId })
            .from(company)
            .where(eq(company.companyId, id))
            .limit(1)
        ).length > 0
      );
    },
  };

  const where = (type: ContentType, id: string) =>
    and(eq(contentInterest.contentType, type), eq(contentInterest.contentId, id));

  async function countOf(type: ContentType, id: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(contentInterest).where(where(type, id));
    return row?.n ?? 0;
  }

  return {
    countOf,

    /** Sets the mark to the wanted state; repeating it changes nothing. */
    async change(userId: string, type: ContentType, id: string, interested: boolean) {
      const check = exists[type];
      if (!check)
        throw rejected.badRequest('contentType: 아직 관심 표시를 지원하지 않는 콘텐츠입니다.');
      if (!(await check(id))) throw rejected.notFound('관심 표시할 콘텐츠를 찾을 수 없습니다.');
      if (interested) {
        await db
          .insert(contentInterest)
          .values({ userId, contentType: type, contentId: id })
          .onConflictDoNothing();
      } else {
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
  };
}
export type InterestService = ReturnType<typeof createInterestService>;
