import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { codes } from './column-types';

/**
 * A career record (이력서, decision 0027): the document the member writes is
 * one jsonb value (`content`, the contract's ResumeContent); the few facts
 * lists, my home and (later) companies' offer search filter or sort on are
 * columns beside it, written from the content on every save.
 */
export const resume = pgTable(
  'resume',
  {
    resumeId: integer('resume_id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 대표 이력서: at most one per member (the partial unique index). */
    isPrimary: boolean('is_primary').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** 제안 받을래요: only a public résumé may be true. */
    acceptOffers: boolean('accept_offers').notNull().default(false),
    complete: boolean('complete').notNull().default(false),
    percent: smallint('percent').notNull().default(0),
    /** 'N' 신입 | 'E' 경력 | null while not chosen. */
    careerType: text('career_type'),
    wishJobs: codes('wish_jobs'),
    wishRegions: codes('wish_regions'),
    /** Every file the content names (photo, portfolio), so a file is released only when no résumé keeps it. */
    fileNames: codes('file_names'),
    /** The sections still missing (resumeProgress), so the list never reads the document. */
    missing: codes('missing'),
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The member's list: newest edit first (ORDER BY updated_at DESC, resume_id DESC).
    index('resume_member_updated_idx').on(t.memberId, t.updatedAt.desc(), t.resumeId.desc()),
    uniqueIndex('resume_one_primary_uq')
      .on(t.memberId)
      .where(sql`${t.isPrimary}`),
    check('resume_offers_need_public', sql`not ${t.acceptOffers} or ${t.isPublic}`),
  ],
);

/**
 * Every read of a résumé's detail (PIPA: who read whose record, why, from
 * where, when). Append-only and without foreign keys, so an entry outlives
 * the résumé and the accounts it names.
 */
export const resumeRead = pgTable(
  'resume_read',
  {
    readId: integer('read_id').primaryKey().generatedAlwaysAsIdentity(),
    resumeId: integer('resume_id').notNull(),
    readerId: uuid('reader_id').notNull(),
    /** The reader's role when reading: 'member' now, 'company' with the applications issue. */
    readerRole: varchar('reader_role', { length: 12 }).notNull(),
    /** 'owner' | 'print' | 'export' | 'company' (later). */
    purpose: text('purpose').notNull(),
    ip: varchar('ip', { length: 45 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_read_resume_at_idx').on(t.resumeId, t.at)],
);
