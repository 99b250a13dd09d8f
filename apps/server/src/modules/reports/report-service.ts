import type { ReportKind, ReportReason } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { contentReport } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { requireVisible } from '../content';

/** Reports one member may file per hour, across every node. */
const REPORTS_PER_HOUR = 20;

/**
 * Reports (신고) of content, once per member and target. Which kinds may be
 * reported and whether a target is there is the content registry's answer;
 * kinds whose area is not built yet (company reviews, community posts) are
 * refused there until their issue makes them available.
 */
export function createReportService(db: Database, clock: () => Date) {
  return {
    async report(
      userId: string,
      input: { targetType: ReportKind; targetId: string; reason: ReportReason; detail: string },
    ): Promise<void> {
      // Nothing is counted or written for a kind not reportable yet or an item not visible.
      await requireVisible(
        db,
        input.targetType,
        input.targetId,
        { userId, today: seoulDate(clock()) },
        'report',
      );
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
