import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Alarm, AlarmKind } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { alarm } from '../../db/schema';
import { rejected } from '../../http/errors';
import { seoulDate } from '../../lib/seoul-date';
import type { Outbox } from '../outbox';
import { alarmNotices, type AlarmInput, type NoticeArgs } from './alarm-notices';
import { insertClosingAlarms, type InsertedAlarm } from './closing-alarms';

/** Where a notification is written: the app's database or the caller's transaction. */
export type AlarmExecutor = Pick<Database, 'insert' | 'execute'>;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export type { AlarmInput } from './alarm-notices';

/**
 * Alarms for every area: `notify` writes one (in the caller's transaction
 * when it passes one, so the alarm exists exactly when the change does), the
 * typed helpers word each kind (alarm-notices.ts), and the member's
 * reads (list, has-unread) first add the closing alarms of their watched
 * postings (decision 0015). Every alarm written here, of any kind, is also
 * pushed to the member's devices that accept pushes: one outbox message per
 * device in the same executor (decision 0033). Callers that pass a
 * transaction call `app.outbox.kick()` after its commit; otherwise the
 * outbox's sweep sends it within half a minute.
 */
export function createAlarmService(
  db: Database,
  clock: () => Date,
  outbox: Pick<Outbox, 'enqueuePush' | 'kick'>,
) {
  const enqueuePush = (executor: AlarmExecutor, userId: string, row: InsertedAlarm) =>
    outbox.enqueuePush(executor, 'alarm', userId, {
      alarmId: row.alarmId,
      title: row.title,
      body: row.message,
      link: row.link ?? '',
    });

  async function notify(executor: AlarmExecutor, input: AlarmInput): Promise<boolean> {
    const inserted = await executor
      .insert(alarm)
      .values({
        userId: input.userId,
        kind: input.kind,
        title: clip(input.title, 200),
        message: clip(input.message, 1000),
        link: input.link ?? null,
        dedupeKey: input.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: [alarm.userId, alarm.dedupeKey] })
      .returning({
        alarmId: alarm.alarmId,
        title: alarm.title,
        message: alarm.message,
        link: alarm.link,
      });
    const [row] = inserted;
    if (!row) return false;
    await enqueuePush(executor, input.userId, row);
    // Outside a transaction the rows are committed already.
    if (executor === db) outbox.kick();
    return true;
  }

  /**
   * Closing alarms are written on the member's reads. Their pushes follow
   * the insert as a second statement rather than a transaction around both,
   * which every poll of has-unread would pay for: a node dying between the
   * two loses a push, never the alarm.
   */
  async function refresh(userId: string): Promise<void> {
    const added = await insertClosingAlarms(db, userId, seoulDate(clock()));
    if (added.length === 0) return;
    for (const row of added) await enqueuePush(db, userId, row);
    outbox.kick();
  }

  return {
    notify,

    applicationStatusChanged: (
      executor: AlarmExecutor,
      a: NoticeArgs<'applicationStatusChanged'>,
    ) => notify(executor, alarmNotices.applicationStatusChanged(a)),
    offerReceived: (executor: AlarmExecutor, o: NoticeArgs<'offerReceived'>) =>
      notify(executor, alarmNotices.offerReceived(o)),
    questionAnswered: (executor: AlarmExecutor, q: NoticeArgs<'questionAnswered'>) =>
      notify(executor, alarmNotices.questionAnswered(q)),
    commentOnPost: (executor: AlarmExecutor, c: NoticeArgs<'commentOnPost'>) =>
      notify(executor, alarmNotices.commentOnPost(c)),
    replyToComment: (executor: AlarmExecutor, r: NoticeArgs<'replyToComment'>) =>
      notify(executor, alarmNotices.replyToComment(r)),

    /** The member's alarms, newest first, after adding any closing alarm now due. */
    async list(userId: string, size: number): Promise<Alarm[]> {
      await refresh(userId);
      const rows = await db
        .select()
        .from(alarm)
        .where(eq(alarm.userId, userId))
        .orderBy(desc(alarm.createdAt), desc(alarm.alarmId))
        .limit(size);
      return rows.map((r) => ({
        alarmId: r.alarmId,
        kind: r.kind as AlarmKind,
        title: r.title,
        message: r.message,
        link: r.link,
        readYn: r.readAt ? 'Y' : 'N',
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async hasUnread(userId: string): Promise<boolean> {
      await refresh(userId);
      const rows = await selectRows<{ found: boolean }>(
        db,
        sql`select exists (select 1 from alarm where user_id = ${userId} and read_at is null) as found`,
      );
      return rows[0]?.found === true;
    },

    /**
     * Marks one of the member's alarms, or all of them, read; returns how many
     * changed. Another member's alarm id is "not found" and is never touched.
     */
    async markRead(userId: string, target: { alarmId: number } | { all: true }): Promise<number> {
      const now = clock();
      if ('all' in target) {
        const updated = await db
          .update(alarm)
          .set({ readAt: now })
          .where(and(eq(alarm.userId, userId), isNull(alarm.readAt)))
          .returning({ alarmId: alarm.alarmId });
        return updated.length;
      }
      const mine = and(eq(alarm.userId, userId), eq(alarm.alarmId, target.alarmId));
      const updated = await db
        .update(alarm)
        .set({ readAt: now })
        .where(and(mine, isNull(alarm.readAt)))
        .returning({ alarmId: alarm.alarmId });
      if (updated.length > 0) return updated.length;
      const found = await db.select({ alarmId: alarm.alarmId }).from(alarm).where(mine).limit(1);
      if (found.length === 0) throw rejected.notFound('알림을 찾을 수 없습니다.');
      return 0;
    },
  };
}
export type AlarmService = ReturnType<typeof createAlarmService>;
