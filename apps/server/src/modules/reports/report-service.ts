import { reportReasonsFor, type ReportKind, type ReportReason } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { requireVisible, usableKind, type ContentKindHooks } from '../content';
import { queueReport } from '../moderation';

/** Reports one member may file per hour, across every node. */
const REPORTS_PER_HOUR = 20;

interface ReportInput {
  targetType: ReportKind;
  targetId: string;
  reason: ReportReason;
  detail: string;
}

/**
 * Reports (신고, 601) of content, once per member and target, feeding the
 * moderation queue (decision 0031). Which kinds may be reported and whether
 * a target is there is the content registry's answer; the kind's own
 * moderation hooks name its author (nobody reports their own content).
 * Nothing is counted or written before every check has passed.
 */
export function createReportService(deps: {
  db: Database;
  kinds: ContentKindHooks;
  clock: () => Date;
  blindThreshold: number;
}) {
  const { db, kinds, clock } = deps;
  return {
    async report(userId: string, input: ReportInput): Promise<void> {
      // A kind not reportable (yet) is named as such before its reasons are judged.
      usableKind(input.targetType, 'report');
      if (!(input.reason in reportReasonsFor(input.targetType))) {
        throw rejected.field('reason', '이 콘텐츠에 맞는 신고 사유를 선택해 주세요.');
      }
      const now = clock();
      const item = await requireVisible(
        db,
        input.targetType,
        input.targetId,
        { userId, today: seoulDate(now) },
        'report',
      );
      const hooks = kinds.moderation(input.targetType);
      // The registry test refuses a reportable available kind without hooks.
      if (!hooks) throw new Error(`reports: no moderation hooks for ${input.targetType}`);
      const content = await hooks.describe(db, input.targetId);
      if (!content) throw rejected.notFound('신고할 콘텐츠를 찾을 수 없습니다.');
      if (content.authorId !== null && content.authorId === userId) {
        throw rejected.badRequest('본인이 작성한 콘텐츠는 신고할 수 없습니다.');
      }
      const limit = await hitRateCounter(db, `report:user:${userId}`, {
        max: REPORTS_PER_HOUR,
        windowSeconds: 60 * 60,
      });
      if (!limit.allowed) {
        throw rejected.tooManyRequests('신고가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      }
      const filed = await db.transaction((tx) =>
        queueReport(
          tx,
          {
            userId,
            kind: input.targetType,
            targetId: input.targetId,
            reason: input.reason,
            detail: input.detail,
            title: item.title,
            authorId: content.authorId,
          },
          { hooks, threshold: deps.blindThreshold, now },
        ),
      );
      if (!filed) throw new AppError('DUPLICATE', { message: '이미 신고한 콘텐츠입니다.' });
    },
  };
}
