import { and, asc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { outboxMessage, pushToken } from '../../db/schema';

type Db = Database | Transaction;

export interface ClaimedMessage {
  messageId: number;
  channel: string;
  kind: string;
  recipient: string;
  payload: unknown;
  /** Including this claim. */
  attempts: number;
}

export const outboxRepository = {
  async insert(
    tx: Db,
    row: { channel: string; kind: string; recipient: string; payload: unknown; now: Date },
  ): Promise<number> {
    const [created] = await tx
      .insert(outboxMessage)
      .values({
        channel: row.channel,
        kind: row.kind,
        recipient: row.recipient,
        payload: row.payload,
        nextAttemptAt: row.now,
        createdAt: row.now,
      })
      .returning({ messageId: outboxMessage.messageId });
    if (!created) throw new Error('outbox insert returned no row');
    return created.messageId;
  },

  /**
   * One push message per device of the member that accepts pushes, in one
   * INSERT … SELECT (so in the caller's transaction it sees the devices as
   * that transaction does). The recipient is the device's key (`user:device`,
   * push's pushRecipient), looked up again at sending time.
   */
  async insertPushes(
    tx: Pick<Database, 'execute'>,
    row: { kind: string; userId: string; payload: unknown; now: Date },
  ): Promise<void> {
    const at = row.now.toISOString();
    await tx.execute(sql`
      insert into outbox_message (channel, kind, recipient, payload, next_attempt_at, created_at)
      select 'push', ${row.kind}, ${pushToken.userId}::text || ':' || ${pushToken.deviceId},
        ${JSON.stringify(row.payload)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from ${pushToken}
      where ${pushToken.userId} = ${row.userId} and ${pushToken.accept}`);
  },

  /**
   * Claims up to `limit` due messages in one statement: rows another node has
   * locked are skipped, not waited for, and each claimed row's next attempt
   * moves to `leaseUntil`, so after commit no other node takes it until this
   * one has reported or the lease has run out (a node that died mid-send).
   */
  async claim(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMessage[]> {
    const due = db
      .select({ messageId: outboxMessage.messageId })
      .from(outboxMessage)
      .where(and(eq(outboxMessage.status, 'pending'), lte(outboxMessage.nextAttemptAt, now)))
      .orderBy(asc(outboxMessage.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMessage)
      .set({ attempts: sql`${outboxMessage.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(inArray(outboxMessage.messageId, due))
      .returning({
        messageId: outboxMessage.messageId,
        channel: outboxMessage.channel,
        kind: outboxMessage.kind,
        recipient: outboxMessage.recipient,
        payload: outboxMessage.payload,
        attempts: outboxMessage.attempts,
      });
  },

  async markSent(db: Db, messageId: number, now: Date): Promise<void> {
    await db
      .update(outboxMessage)
      .set({ status: 'sent', finishedAt: now, lastError: null })
      .where(and(eq(outboxMessage.messageId, messageId), eq(outboxMessage.status, 'pending')));
  },

  async retryAt(db: Db, messageId: number, at: Date, lastError: string): Promise<void> {
    await db
      .update(outboxMessage)
      .set({ nextAttemptAt: at, lastError })
      .where(and(eq(outboxMessage.messageId, messageId), eq(outboxMessage.status, 'pending')));
  },

  async markFailed(db: Db, messageId: number, now: Date, lastError: string): Promise<void> {
    await db
      .update(outboxMessage)
      .set({ status: 'failed', finishedAt: now, lastError })
      .where(and(eq(outboxMessage.messageId, messageId), eq(outboxMessage.status, 'pending')));
  },

  /** Deletes finished messages (and their addresses) older than the cut-offs. */
  async purgeFinished(db: Db, sentBefore: Date, failedBefore: Date): Promise<number> {
    const gone = await db
      .delete(outboxMessage)
      .where(
        and(
          ne(outboxMessage.status, 'pending'),
          or(
            and(eq(outboxMessage.status, 'sent'), lt(outboxMessage.finishedAt, sentBefore)),
            and(eq(outboxMessage.status, 'failed'), lt(outboxMessage.finishedAt, failedBefore)),
          ),
        ),
      )
      .returning({ messageId: outboxMessage.messageId });
    return gone.length;
  },
};
