import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * A certificate (자격증), seeded by migration. `search_text` holds the
 * normalised name and aliases, `initials` their 초성, so one ILIKE serves
 * names, abbreviations (정처기) and initial-consonant queries (ㅈㅂㅊㄹ).
 */
export const certificate = pgTable(
  'certificate',
  {
    code: varchar('code', { length: 20 }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    grade: varchar('grade', { length: 10 }),
    ncsField: char2('ncs_field'),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    ministry: varchar('ministry', { length: 100 }),
    eligibility: text('eligibility').notNull(),
    writtenSubjects: jsonb('written_subjects').$type<string[]>().notNull(),
    practical: text('practical'),
    passCriteria: text('pass_criteria').notNull(),
    feeWritten: integer('fee_written'),
    feePractical: integer('fee_practical'),
    relatedJobs: jsonb('related_jobs').$type<string[]>().notNull(),
    popularity: integer('popularity').notNull(),
    searchText: text('search_text').notNull(),
    initials: text('initials').notNull(),
  },
  (t) => [
    index('certificate_popularity_idx').on(t.popularity.desc(), t.code),
    index('certificate_name_idx').on(t.name),
    index('certificate_kind_idx').on(t.kind, t.grade),
    index('certificate_ncs_idx').on(t.ncsField),
    index('certificate_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

function char2(name: string) {
  return varchar(name, { length: 2 }).notNull();
}

/** One round (회차) of a certificate's exams in a year, with every stage's dates. */
export const examRound = pgTable(
  'exam_round',
  {
    certCode: varchar('cert_code', { length: 20 })
      .notNull()
      .references(() => certificate.code, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    round: smallint('round').notNull(),
    writtenRegStart: day('written_reg_start'),
    writtenRegEnd: day('written_reg_end'),
    writtenExamStart: day('written_exam_start'),
    writtenExamEnd: day('written_exam_end'),
    writtenResult: day('written_result'),
    practicalRegStart: day('practical_reg_start'),
    practicalRegEnd: day('practical_reg_end'),
    practicalExamStart: day('practical_exam_start'),
    practicalExamEnd: day('practical_exam_end'),
    finalResult: day('final_result'),
    sample: boolean('sample').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.certCode, t.year, t.round] }),
    index('exam_round_written_reg_idx').on(t.writtenRegStart, t.writtenRegEnd),
    index('exam_round_practical_reg_idx').on(t.practicalRegStart, t.practicalRegEnd),
  ],
);

export const languageTest = pgTable(
  'language_test',
  {
    code: varchar('code', { length: 20 }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull(),
    language: varchar('language', { length: 10 }).notNull(),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    scale: varchar('scale', { length: 100 }).notNull(),
    validity: varchar('validity', { length: 100 }).notNull(),
    format: text('format').notNull(),
    fee: integer('fee'),
    popularity: integer('popularity').notNull(),
    searchText: text('search_text').notNull(),
    initials: text('initials').notNull(),
  },
  (t) => [index('language_test_popularity_idx').on(t.popularity.desc(), t.code)],
);

export const languageTestSession = pgTable(
  'language_test_session',
  {
    testCode: varchar('test_code', { length: 20 })
      .notNull()
      .references(() => languageTest.code, { onDelete: 'cascade' }),
    testDate: day('test_date').notNull(),
    regStart: day('reg_start').notNull(),
    regEnd: day('reg_end').notNull(),
    lateRegEnd: day('late_reg_end'),
    resultDate: day('result_date'),
    sample: boolean('sample').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testCode, t.testDate] }),
    index('language_test_session_date_idx').on(t.testDate),
  ],
);

/**
 * Interest marks (관심) on any kind of content: postings, companies,
 * certificates, language tests, community posts. The watch list reads it.
 */
export const contentInterest = pgTable(
  'content_interest',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    contentId: varchar('content_id', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.contentId] }),
    index('content_interest_content_idx').on(t.contentType, t.contentId),
    index('content_interest_user_recent_idx').on(t.userId, t.createdAt.desc()),
    // The watch list: one kind's marks, newest first, paged with OFFSET (EXPLAIN
    // showed a filter and an incremental sort on the index above).
    index('content_interest_user_kind_recent_idx').on(
      t.userId,
      t.contentType,
      t.createdAt.desc(),
      t.contentId.desc(),
    ),
  ],
);
