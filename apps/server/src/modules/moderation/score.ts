import { eq, sql } from 'drizzle-orm';
import type { ContentKind } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { contentReport, moderationItem } from '../../db/schema';
import type { ModerationHooks } from '../content';

/**
 * What one report adds to its item's score (decision 0031):
 * `1 + upheld / (upheld + dismissed + 2)` over the reporter's decided
 * reports. A new reporter weighs 1; one whose reports operators keep
 * upholding approaches 2, one whose reports are dismissed stays near 1.
 * The +2 (a prior of one upheld and one dismissed report, halved) keeps a
 * single upheld report from doubling a weight at once. Bounded in [1, 2):
 * a weight only orders the queue; the 임시조치 counts distinct reporters,
 * so nobody's weight alone can hide content.
 */
export function reportWeight(upheld: number, dismissed: number): number {
  const u = Math.max(0, upheld);
  const d = Math.max(0, dismissed);
  return 1 + u / (u + d + 2);
}

/** The reporter's decided reports so far, for the weight. */
async function reporterRecord(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({
      upheld: sql<number>`(count(*) filter (where ${contentReport.status} = 'upheld'))::int`,
      dismissed: sql<number>`(count(*) filter (where ${contentReport.status} = 'dismissed'))::int`,
    })
    .from(contentReport)
    .where(eq(contentReport.userId, userId));
  return { upheld: row?.upheld ?? 0, dismissed: row?.dismissed ?? 0 };
}

export interface QueuedReport {
  userId: string;
  kind: ContentKind;
  targetId: string;
  reason: string;
  detail: string;
  /** The item's title now (the queue keeps the first report's). */
  title: string;
  authorId: string | null;
}

/**
 * Files one report and adds it to its item, in the caller's transaction:
 * the report row (false when this member already reported it: 302), then
 * an upsert of the item that adds the weight and one reporter. The upsert
 * takes the item's row lock, so concurrent reporters queue behind each
 * other and every one is counted exactly once; the reporter who brings the
 * count to `threshold` blinds a published item at once (임시조치), which
 * stays pending for an operator. A new report on an item operators kept
 * puts it back in the queue without blinding it again.
 */
export async function queueReport(
  tx: Transaction,
  report: QueuedReport,
  deps: { hooks: ModerationHooks; threshold: number; now: Date },
): Promise<boolean> {
  const { upheld, dismissed } = await reporterRecord(tx, report.userId);
  const weight = reportWeight(upheld, dismissed);
  const inserted = await tx
    .insert(contentReport)
    .values({
      userId: report.userId,
      targetType: report.kind,
      targetId: report.targetId,
      reason: report.reason,
      detail: report.detail,
      weight,
    })
    .onConflictDoNothing()
    .returning({ reportId: contentReport.reportId });
  if (inserted.length === 0) return false;

  const [item] = await tx
    .insert(moderationItem)
    .values({
      targetType: report.kind,
      targetId: report.targetId,
      authorId: report.authorId,
      title: report.title.slice(0, 200),
      score: weight,
      reporters: 1,
    })
    .onConflictDoUpdate({
      target: [moderationItem.targetType, moderationItem.targetId],
      set: {
        score: sql`${moderationItem.score} + excluded.score`,
        reporters: sql`${moderationItem.reporters} + 1`,
        status: sql`case when ${moderationItem.status} = 'kept' then 'pending' else ${moderationItem.status} end`,
        updatedAt: deps.now,
      },
    })
    .returning({
      itemId: moderationItem.itemId,
      reporters: moderationItem.reporters,
      hiddenSince: moderationItem.hiddenSince,
    });
  if (!item || item.reporters !== deps.threshold || item.hiddenSince !== null) return true;

  const content = await deps.hooks.describe(tx, report.targetId);
  if (content?.state !== 'published') return true;
  await deps.hooks.setState(tx, report.targetId, 'blinded');
  await tx
    .update(moderationItem)
    .set({ blindedAt: deps.now, hiddenSince: deps.now, updatedAt: deps.now })
    .where(eq(moderationItem.itemId, item.itemId));
  return true;
}
