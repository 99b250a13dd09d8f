import { sql } from 'drizzle-orm';
import { idFromText, type ReportReason } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { contentReport } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';

type TargetType = (typeof contentReport.$inferInsert)['targetType'];

/** Reports one member may file per hour, across every node. */
const REPORTS_PER_HOUR = 20;

/**
 * Reports (신고) of content, once per member and target. Each kind registers
 * how to check that a target exists; kinds whose area is not built yet
 * (company reviews, community posts) are refused until their issue adds one.
 */
export function createReportService(db: Database) {
  const exists: Record<string, (id: string) => Promise<boolean>> = {
    posting: async (text) => {
      const id = idFromText(text);
      return (
        id !== undefined &&
        (
          await selectRows<{ one: number }>(
            db,
            sql`select 1 as one from job_posting where posting_id = ${id}`,
          )
        ).length > 0
      );
    },
  };

  return {
    async report(
      userId: string,
      input: { targetType: TargetType; targetId: string; reason: ReportReason; detail: string },
    ): Promise<void> {
      const check = exists[input.targetType];
      if (!check) throw rejected.badRequest('targetType: 아직 신고할 수 없는 콘텐츠입니다.');
      if (!(await check(input.targetId)))
        throw rejected.notFound('신고할 콘텐츠를 찾을 수 없습니다.');
      const limit = await hitRateCounter(db, `report:user:${userId}`, {
        max: REPORTS_PER_HOUR,
        windowSeconds: 60 * 60,
      });
      if (!limit.allowed) {
        throw rejected.tooManyRequests('신고가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      }
      const inserted = await db
        .insert(contentReport)
        .values({ userId, ...input })
        .onConflictDoNothing()
        .returning({ reportId: contentReport.reportId });
      if (inserted.length === 0) {
        throw new AppError('DUPLICATE', { message: '이미 신고한 콘텐츠입니다.' });
      }
    },
  };
}
