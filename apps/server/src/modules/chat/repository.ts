import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChatSenderRole, ChatState } from '@ilteo/contract';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { appUser, chatCannedReply, chatMessage, chatPresence, chatSession } from '../../db/schema';

type Db = Database | Transaction;

export type ChatSide = 'member' | 'counsellor';

/** A conversation with the names screens show. */
export interface SessionRow {
  sessionId: number;
  userId: string;
  counsellorId: string | null;
  state: ChatState;
  topic: string;
  summary: string | null;
  lastMessageId: number;
  memberReadId: number;
  counsellorReadId: number;
  createdAt: Date;
  takenAt: Date | null;
  closedAt: Date | null;
  counsellorName: string | null;
  memberName: string;
}

export type MessageRow = typeof chatMessage.$inferSelect;

const counsellor = alias(appUser, 'counsellor');
const member = alias(appUser, 'member');

const sessionColumns = {
  sessionId: chatSession.sessionId,
  userId: chatSession.userId,
  counsellorId: chatSession.counsellorId,
  state: sql<ChatState>`${chatSession.state}`,
  topic: chatSession.topic,
  summary: chatSession.summary,
  lastMessageId: chatSession.lastMessageId,
  memberReadId: chatSession.memberReadId,
  counsellorReadId: chatSession.counsellorReadId,
  createdAt: chatSession.createdAt,
  takenAt: chatSession.takenAt,
  closedAt: chatSession.closedAt,
  counsellorName: counsellor.name,
  memberName: member.name,
};

const selectSessions = (db: Db) =>
  db
    .select(sessionColumns)
    .from(chatSession)
    .innerJoin(member, eq(member.userId, chatSession.userId))
    .leftJoin(counsellor, eq(counsellor.userId, chatSession.counsellorId));

const OPEN: ChatState[] = ['waiting', 'active'];

/** Conversations, messages, canned replies and presence; each takes the caller's executor. */
export const chatRepository = {
  /** One conversation; `lock` holds it (FOR UPDATE) until the caller's transaction ends. */
  async session(db: Db, sessionId: number, lock = false): Promise<SessionRow | undefined> {
    const query = selectSessions(db).where(eq(chatSession.sessionId, sessionId));
    const [row] = lock ? await query.for('update', { of: chatSession }) : await query;
    return row;
  },

  async openSessionOf(db: Db, userId: string): Promise<SessionRow | undefined> {
    const [row] = await selectSessions(db).where(
      and(eq(chatSession.userId, userId), inArray(chatSession.state, OPEN)),
    );
    return row;
  },

  /**
   * Opens a conversation unless the member has one: the partial unique
   * index (chat_session_open_uq) makes a concurrent second start wait and
   * then insert nothing. Answers the new id, or null when one was open.
   */
  async insertSession(
    tx: Transaction,
    userId: string,
    topic: string,
    now: Date,
  ): Promise<number | null> {
    const rows = await selectRows<{ session_id: number }>(
      tx,
      sql`insert into chat_session (user_id, topic, created_at)
          values (${userId}, ${topic}, ${now.toISOString()})
          on conflict (user_id) where state in ('waiting', 'active') do nothing
          returning session_id`,
    );
    return rows[0]?.session_id ?? null;
  },

  /** The member's conversations, newest first (chat_session_user_idx). */
  history(db: Db, userId: string, limit: number): Promise<SessionRow[]> {
    return selectSessions(db)
      .where(eq(chatSession.userId, userId))
      .orderBy(desc(chatSession.createdAt), desc(chatSession.sessionId))
      .limit(limit);
  },

  /** Messages after a server id, in order (chat_message_session_idx). */
  messagesAfter(db: Db, sessionId: number, after: number, limit: number): Promise<MessageRow[]> {
    return db
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.sessionId, sessionId), gt(chatMessage.messageId, after)))
      .orderBy(asc(chatMessage.messageId))
      .limit(limit);
  },

  /** Whether a message of the conversation carries this image. */
  async hasImage(db: Db, sessionId: number, saveName: string): Promise<boolean> {
    const [row] = await db
      .select({ id: chatMessage.messageId })
      .from(chatMessage)
      .where(and(eq(chatMessage.sessionId, sessionId), eq(chatMessage.imageSaveName, saveName)))
      .limit(1);
    return row !== undefined;
  },

  /** Stores a message; undefined when this sender already sent this client id (a resend). */
  async insertMessage(
    tx: Transaction,
    values: {
      sessionId: number;
      senderId: string | null;
      senderRole: ChatSenderRole;
      clientId: string;
      body: string;
      imageSaveName: string | null;
      createdAt: Date;
    },
  ): Promise<MessageRow | undefined> {
    const [row] = await tx.insert(chatMessage).values(values).onConflictDoNothing().returning();
    return row;
  },

  async messageByClientId(
    db: Db,
    sessionId: number,
    role: ChatSenderRole,
    clientId: string,
  ): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(chatMessage)
      .where(
        and(
          eq(chatMessage.sessionId, sessionId),
          eq(chatMessage.senderRole, role),
          eq(chatMessage.clientId, clientId),
        ),
      );
    return row;
  },

  async setLastMessage(tx: Transaction, sessionId: number, messageId: number): Promise<void> {
    await tx
      .update(chatSession)
      .set({ lastMessageId: sql`greatest(${chatSession.lastMessageId}, ${messageId})` })
      .where(eq(chatSession.sessionId, sessionId));
  },

  /**
   * Moves a side's read mark forward (never back, never past the last
   * message); answers the mark after the update, or null when it did not move.
   */
  async markRead(
    db: Db,
    sessionId: number,
    side: ChatSide,
    messageId: number,
  ): Promise<number | null> {
    const column = side === 'member' ? chatSession.memberReadId : chatSession.counsellorReadId;
    const target = sql`least(${messageId}, ${chatSession.lastMessageId})`;
    const rows = await db
      .update(chatSession)
      .set(side === 'member' ? { memberReadId: target } : { counsellorReadId: target })
      .where(and(eq(chatSession.sessionId, sessionId), sql`${column} < ${target}`))
      .returning({ mark: column });
    return rows[0]?.mark ?? null;
  },

  async take(tx: Transaction, sessionId: number, counsellorId: string, now: Date): Promise<void> {
    await tx
      .update(chatSession)
      .set({ state: 'active', counsellorId, takenAt: now })
      .where(eq(chatSession.sessionId, sessionId));
  },

  async close(tx: Transaction, sessionId: number, summary: string | null, now: Date) {
    await tx
      .update(chatSession)
      .set({ state: 'closed', closedAt: now, ...(summary === null ? {} : { summary }) })
      .where(eq(chatSession.sessionId, sessionId));
  },

  /** Holds the counsellor's row, so two takes by one counsellor count their chats in turn. */
  async lockAccount(tx: Transaction, userId: string): Promise<void> {
    await tx
      .select({ userId: appUser.userId })
      .from(appUser)
      .where(eq(appUser.userId, userId))
      .for('no key update');
  },

  async activeCount(db: Db, counsellorId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatSession)
      .where(and(eq(chatSession.counsellorId, counsellorId), eq(chatSession.state, 'active')));
    return row?.n ?? 0;
  },

  async waitingCount(db: Db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatSession)
      .where(eq(chatSession.state, 'waiting'));
    return row?.n ?? 0;
  },

  /** Waiting conversations, oldest first (chat_session_queue_idx). */
  waiting(db: Db, limit: number): Promise<SessionRow[]> {
    return selectSessions(db)
      .where(eq(chatSession.state, 'waiting'))
      .orderBy(asc(chatSession.createdAt), asc(chatSession.sessionId))
      .limit(limit);
  },

  /** The counsellor's active conversations with the member's messages not yet read. */
  async mine(db: Db, counsellorId: string): Promise<(SessionRow & { unread: number })[]> {
    return db
      .select({
        ...sessionColumns,
        unread: sql<number>`(select count(*)::int from ${chatMessage} m
          where m.session_id = ${chatSession.sessionId} and m.sender_role = 'member'
            and m.message_id > ${chatSession.counsellorReadId})`,
      })
      .from(chatSession)
      .innerJoin(member, eq(member.userId, chatSession.userId))
      .leftJoin(counsellor, eq(counsellor.userId, chatSession.counsellorId))
      .where(and(eq(chatSession.counsellorId, counsellorId), eq(chatSession.state, 'active')))
      .orderBy(asc(chatSession.takenAt), asc(chatSession.sessionId));
  },

  /**
   * Whether a counsellor is on duty with room for another chat: accepting,
   * seen since `since`, holding fewer than `max` active chats.
   */
  async counsellorAvailable(db: Db, since: Date, max: number): Promise<boolean> {
    const rows = await selectRows<{ ok: boolean }>(
      db,
      sql`select exists (
            select 1 from chat_presence p
            where p.accepting and p.seen_at >= ${since.toISOString()}
              and (select count(*) from chat_session s
                   where s.counsellor_id = p.user_id and s.state = 'active') < ${max}
          ) as ok`,
    );
    return rows[0]?.ok === true;
  },

  async setPresence(db: Db, userId: string, accepting: boolean, now: Date): Promise<void> {
    await db
      .insert(chatPresence)
      .values({ userId, accepting, seenAt: now })
      .onConflictDoUpdate({ target: chatPresence.userId, set: { accepting, seenAt: now } });
  },

  canned(db: Db) {
    return db
      .select({
        replyId: chatCannedReply.replyId,
        title: chatCannedReply.title,
        body: chatCannedReply.body,
      })
      .from(chatCannedReply)
      .orderBy(asc(chatCannedReply.sortOrder), asc(chatCannedReply.replyId));
  },

  async insertCanned(db: Db, values: typeof chatCannedReply.$inferInsert): Promise<number> {
    const [row] = await db
      .insert(chatCannedReply)
      .values(values)
      .returning({ replyId: chatCannedReply.replyId });
    if (!row) throw new Error('canned reply not inserted');
    return row.replyId;
  },

  async updateCanned(db: Db, replyId: number, title: string, body: string): Promise<boolean> {
    const rows = await db
      .update(chatCannedReply)
      .set({ title, body })
      .where(eq(chatCannedReply.replyId, replyId))
      .returning({ replyId: chatCannedReply.replyId });
    return rows.length > 0;
  },

  async deleteCanned(db: Db, replyId: number): Promise<boolean> {
    const rows = await db
      .delete(chatCannedReply)
      .where(eq(chatCannedReply.replyId, replyId))
      .returning({ replyId: chatCannedReply.replyId });
    return rows.length > 0;
  },

  async loginIdOf(db: Db, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ loginId: appUser.loginId })
      .from(appUser)
      .where(eq(appUser.userId, userId));
    return row?.loginId ?? null;
  },
};
