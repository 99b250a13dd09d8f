import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * 커리어 상담 채팅 (issue 22): one conversation between a member and a
 * counsellor (an operator with the counsellor flag). Read receipts are the
 * last message id each side has read.
 */
export const chatSession = pgTable(
  'chat_session',
  {
    sessionId: integer('session_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    counsellorId: uuid('counsellor_id').references(() => appUser.userId, { onDelete: 'set null' }),
    /** CHAT_STATES: waiting | active | closed */
    state: varchar('state', { length: 10 }).notNull().default('waiting'),
    /** The member's first words, shown in the counsellors' queue. */
    topic: varchar('topic', { length: 100 }).notNull().default(''),
    /** The counsellor's closing summary. */
    summary: text('summary'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    counsellorReadId: bigint('counsellor_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open conversation per member.
    uniqueIndex('chat_session_open_uq')
      .on(t.userId)
      .where(sql`${t.state} in ('waiting', 'active')`),
    index('chat_session_user_idx').on(t.userId, t.createdAt.desc()),
    index('chat_session_queue_idx').on(t.state, t.createdAt),
    index('chat_session_counsellor_idx').on(t.counsellorId, t.state),
  ],
);

/**
 * A message, stored before it is acknowledged. `clientId` (the sender's own
 * id for it) makes a resent message the same row; the server id orders the
 * conversation and is what a reconnect resumes after.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    messageId: bigint('message_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSession.sessionId, { onDelete: 'cascade' }),
    /** Null for the system's own messages (automatic answers, joined, closed). */
    senderId: uuid('sender_id').references(() => appUser.userId, { onDelete: 'set null' }),
    /** CHAT_SENDER_ROLES: member | counsellor | system */
    senderRole: varchar('sender_role', { length: 10 }).notNull(),
    clientId: varchar('client_id', { length: 40 }).notNull(),
    body: text('body').notNull().default(''),
    /** An image through the upload helper (a personal stored file of the sender). */
    imageSaveName: varchar('image_save_name', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_message_client_uq').on(t.sessionId, t.senderRole, t.clientId),
    index('chat_message_session_idx').on(t.sessionId, t.messageId),
  ],
);

/** Canned replies counsellors pick from (shared by all counsellors). */
export const chatCannedReply = pgTable('chat_canned_reply', {
  replyId: integer('reply_id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 40 }).notNull(),
  body: text('body').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdBy: uuid('created_by').references(() => appUser.userId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counsellors on duty: the console's heartbeat keeps `seenAt` fresh while
 * a counsellor has it open and `accepting` on; any node reads who is free
 * from here (never from one node's memory).
 */
export const chatPresence = pgTable('chat_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => appUser.userId, { onDelete: 'cascade' }),
  accepting: boolean('accepting').notNull().default(true),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
