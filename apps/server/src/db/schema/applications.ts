import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { codes, day } from './column-types';
import { company, jobPosting } from './postings';

/**
 * Applying, screening and offers (issue 19, decision 0034). The application
 * row is narrow (lists read it); what the company received lives in
 * application_snapshot, which retention deletes while the row (and its
 * timeline) stays for the member's record.
 */

/** A company member's company (role 'company'): one company per account. */
export const companyMember = pgTable(
  'company_member',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    department: varchar('department', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_member_company_idx').on(t.companyId)],
);

/** A posting's own questions (자기소개서 문항), each with its character limit. */
export const postingQuestion = pgTable(
  'posting_question',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    questionNo: smallint('question_no').notNull(),
    question: varchar('question', { length: 300 }).notNull(),
    maxChars: smallint('max_chars').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.questionNo] })],
);

export const application = pgTable(
  'application',
  {
    applicationId: integer('application_id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    /** APPLICATION_KINDS: 'platform' | 'external'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** APPLICATION_STATUSES: 'active' | 'failed' | 'hired' | 'cancelled'. */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    /** EXTERNAL_STATUSES, on external applications only. */
    externalStatus: varchar('external_status', { length: 16 }),
    /** Index into `stages` of the stage the application is in. */
    currentStage: smallint('current_stage').notNull().default(0),
    /** The posting's screening stages when applied (screeningStages). */
    stages: codes('stages'),
    /** The résumé chosen (null once deleted) and its title as sent. */
    resumeId: integer('resume_id'),
    resumeTitle: text('resume_title'),
    /** The applicant's name as sent (company lists show it; cleared with the snapshot). */
    applicantName: varchar('applicant_name', { length: 50 }),
    postingTitle: varchar('posting_title', { length: 200 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    note: varchar('note', { length: 300 }),
    consentVersion: integer('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** When the final result (hired, or failed at any stage) was given: retention counts from here. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** RETURN_REQUEST_KINDS, asked by a non-hired applicant after the decision. */
    returnRequest: varchar('return_request', { length: 8 }),
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    /** The snapshot and files were destroyed (retention or request). */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live application per member and posting (302): concurrent submits yield one row.
    uniqueIndex('application_member_posting_uq')
      .on(t.memberId, t.postingId)
      .where(sql`${t.cancelledAt} is null`),
    // The member's list: newest first.
    index('application_member_created_idx').on(
      t.memberId,
      t.createdAt.desc(),
      t.applicationId.desc(),
    ),
    // The company's applicant list per posting and stage.
    index('application_posting_stage_idx').on(t.postingId, t.currentStage, t.createdAt.desc()),
    // The retention job: decided, not hired, not yet destroyed.
    index('application_retention_idx')
      .on(t.decidedAt)
      .where(sql`${t.destroyedAt} is null and ${t.decidedAt} is not null`),
    check('application_kind_ck', sql`${t.kind} in ('platform', 'external')`),
    check('application_status_ck', sql`${t.status} in ('active', 'failed', 'hired', 'cancelled')`),
  ],
);

/** What the company received, as it was (résumé, answers, files, posting); deleted by retention. */
export const applicationSnapshot = pgTable('application_snapshot', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => application.applicationId, { onDelete: 'cascade' }),
  /** The contract's ApplicationSnapshot. */
  content: jsonb('content').notNull(),
  /** The files' saveNames, released together with the snapshot. */
  fileNames: codes('file_names'),
});

/** The application's timeline (APPLICATION_EVENT_KINDS), what the member sees. */
export const applicationEvent = pgTable(
  'application_event',
  {
    eventId: integer('event_id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.applicationId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    stageNo: smallint('stage_no'),
    /** The company member or operator who caused it (null for the member's own and the system's). */
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_event_app_idx').on(t.applicationId, t.at)],
);

/** Every opening of a snapshot by the company (PIPA; the member sees company and time). */
export const applicationRead = pgTable(
  'application_read',
  {
    readId: integer('read_id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id').notNull(),
    readerId: uuid('reader_id').notNull(),
    companyId: integer('company_id').notNull(),
    /** 'view' | 'file'. */
    purpose: varchar('purpose', { length: 8 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_read_app_idx').on(t.applicationId, t.at)],
);

/** Applicants who reached each stage of a posting (competition ratio), kept in the same transactions. */
export const postingStageCount = pgTable(
  'posting_stage_count',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    stageNo: smallint('stage_no').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.stageNo] })],
);

/** Evaluators of a posting's stage (at most 4, 804; fixed once scoring started, 805). */
export const evaluationCommittee = pgTable(
  'evaluation_committee',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    stageNo: smallint('stage_no').notNull(),
    evaluatorId: uuid('evaluator_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.stageNo, t.evaluatorId] })],
);

export const evaluationScore = pgTable(
  'evaluation_score',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.applicationId, { onDelete: 'cascade' }),
    stageNo: smallint('stage_no').notNull(),
    evaluatorId: uuid('evaluator_id').notNull(),
    /** Denormalised so "has scoring started for this stage" is one index probe (805). */
    postingId: integer('posting_id').notNull(),
    score: smallint('score').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.stageNo, t.evaluatorId] }),
    index('evaluation_score_posting_stage_idx').on(t.postingId, t.stageNo),
  ],
);

/** 취업활동 증명서 issued to a member; a company verifies it by its number. */
export const employmentCertificate = pgTable(
  'employment_certificate',
  {
    certNo: varchar('cert_no', { length: 32 }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    fromDate: day('from_date').notNull(),
    toDate: day('to_date').notNull(),
    /** The certificate as issued (EmploymentCertificate), so later changes never alter it. */
    content: jsonb('content').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employment_certificate_member_idx').on(t.memberId, t.issuedAt)],
);

/** An offer (입사·면접 제안) from a company member to a member with a public résumé and 제안 받을래요. */
export const jobOffer = pgTable(
  'job_offer',
  {
    offerId: integer('offer_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    resumeId: integer('resume_id'),
    postingId: integer('posting_id').references(() => jobPosting.postingId, {
      onDelete: 'set null',
    }),
    /** OFFER_KINDS. */
    kind: varchar('kind', { length: 10 }).notNull(),
    message: text('message').notNull(),
    /** OFFER_STATUSES (expired is also read from expires_at). */
    status: varchar('status', { length: 10 }).notNull().default('sent'),
    declineReason: varchar('decline_reason', { length: 300 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_offer_member_created_idx').on(t.memberId, t.createdAt.desc(), t.offerId.desc()),
    // One open offer per company, member and posting.
    uniqueIndex('job_offer_open_uq')
      .on(t.companyId, t.memberId, sql`coalesce(${t.postingId}, 0)`)
      .where(sql`${t.status} = 'sent'`),
  ],
);
