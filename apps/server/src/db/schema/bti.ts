import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { application } from './applications';
import { company, jobPosting } from './postings';

/**
 * 직업 성향 검사 (issue 24, decision 0039): a RIASEC interest test of 60
 * items. One attempt row per sitting; answers are saved after every click,
 * so a reload resumes where the member stopped.
 */
export const btiAttempt = pgTable(
  'bti_attempt',
  {
    attemptId: integer('attempt_id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    /** 60 answers in item order: 1–5 on the scale, 0 while unanswered. */
    answers: smallint('answers')
      .array()
      .notNull()
      .default(sql`array_fill(0::smallint, array[60])`),
    answeredCount: smallint('answered_count').notNull().default(0),
    /** R, I, A, S, E, C sums (10–50 each), once completed. */
    scores: smallint('scores').array(),
    /** The two highest types, e.g. 'SE'. */
    code: varchar('code', { length: 2 }),
    /** The company's request this sitting answers, if any. */
    requestId: integer('request_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one unfinished sitting per member: starting again resumes it.
    uniqueIndex('bti_attempt_open_uq')
      .on(t.memberId)
      .where(sql`${t.completedAt} is null`),
    // My home's past results, newest first.
    index('bti_attempt_member_done_idx')
      .on(t.memberId, t.completedAt.desc(), t.attemptId.desc())
      .where(sql`${t.completedAt} is not null`),
  ],
);

/**
 * A company's request that an applicant take the test (검사 대상자, codes
 * 1104/1105): one test credit each. The applicant decides whether the
 * company may see the result.
 */
export const btiRequest = pgTable(
  'bti_request',
  {
    requestId: integer('request_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.applicationId, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => appUser.userId, { onDelete: 'set null' }),
    /** The completed sitting that answered it. */
    attemptId: integer('attempt_id').references(() => btiAttempt.attemptId, {
      onDelete: 'set null',
    }),
    /** BTI_SHARE_STATES: null until the member decides; 'shared' | 'declined'. */
    share: varchar('share', { length: 10 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One request per application, so a repeated request costs no second credit.
    uniqueIndex('bti_request_application_uq').on(t.applicationId),
    index('bti_request_member_idx').on(t.memberId, t.requestedAt.desc()),
    index('bti_request_posting_idx').on(t.postingId, t.requestedAt.desc()),
  ],
);
