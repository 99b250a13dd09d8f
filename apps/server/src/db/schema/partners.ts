import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { jobPosting } from './postings';

/**
 * University partnerships (issue 24, decision 0042). The roster is personal
 * data: each student is kept encrypted (AES-256-GCM) with keyed hashes to
 * match on, and deleted when the partnership ends.
 */
export const university = pgTable(
  'university',
  {
    universityId: integer('university_id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 60 }).notNull(),
    /** PARTNER_STATES: active | ended */
    state: varchar('state', { length: 10 }).notNull().default('active'),
    rosterCount: integer('roster_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => appUser.userId, { onDelete: 'set null' }),
    partneredAt: timestamp('partnered_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One live partnership per school name (1201), whatever its spacing or case.
    uniqueIndex('university_active_name_uq')
      .on(sql`lower(replace(${t.name}, ' ', ''))`)
      .where(sql`${t.state} = 'active'`),
  ],
);

/** One student of a partner's roster. */
export const universityStudent = pgTable(
  'university_student',
  {
    universityId: integer('university_id')
      .notNull()
      .references(() => university.universityId, { onDelete: 'cascade' }),
    /** HMAC of the student number: one row per number. */
    studentNoHash: char('student_no_hash', { length: 64 }).notNull(),
    /** HMAC of name, birth date and student number together: what a member matches. */
    matchHash: char('match_hash', { length: 64 }).notNull(),
    /** AES-256-GCM of { name, birthDate, studentNo }: iv.tag.ciphertext, base64url. */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.universityId, t.studentNoHash] }),
    index('university_student_match_idx').on(t.universityId, t.matchHash),
  ],
);

/** A member verified as a partner school's student (one school per member). */
export const studentVerification = pgTable(
  'student_verification',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => university.universityId, { onDelete: 'cascade' }),
    studentNoHash: char('student_no_hash', { length: 64 }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A student number verifies one account.
    uniqueIndex('student_verification_student_uq').on(t.universityId, t.studentNoHash),
  ],
);

/** 캠퍼스 채용: a posting shown to a partner school's verified students. */
export const campusPosting = pgTable(
  'campus_posting',
  {
    universityId: integer('university_id')
      .notNull()
      .references(() => university.universityId, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.universityId, t.postingId] }),
    index('campus_posting_posting_idx').on(t.postingId),
  ],
);
