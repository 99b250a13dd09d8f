import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
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
import { application } from './applications';
import { company, jobPosting } from './postings';
import { codes, day } from './column-types';

/**
 * Company information, reviews, interview reviews and consulting (issue 21,
 * decision 0035). What lists show (ratings, counts, open postings) is kept
 * in company_stats by the writes that change it, never aggregated over
 * reviews per request. Reviews never name their author in any response; the
 * author is kept for the once-a-year rule, give-to-get and moderation.
 */

/** What the company card on postings does not hold: the overview's extra facts, from the generator or an importer. */
export const companyProfile = pgTable('company_profile', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => company.companyId, { onDelete: 'cascade' }),
  /** COMPANY_INDUSTRIES key (the KSIC line's group). */
  industryGroup: varchar('industry_group', { length: 20 }).notNull(),
  /** LISTING_KINDS key. */
  listing: varchar('listing', { length: 10 }).notNull().default('unlisted'),
  ceoName: varchar('ceo_name', { length: 40 }).notNull(),
  /** WELFARE codes. */
  benefits: codes('benefits'),
  /** Where the figures come from: 'generated', 'nps', 'opendart' … (CompanyDataImporter.source). */
  dataSource: varchar('data_source', { length: 40 }).notNull().default('generated'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The figures lists sort and show, one row per company, kept by the writes
 * (review screening, the open-postings refresh, headcount imports).
 */
export const companyStats = pgTable(
  'company_stats',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    /** Copied from company_profile so the list filters and sorts on one table. */
    industryGroup: varchar('industry_group', { length: 20 }).notNull(),
    /** Published reviews and the sums their averages come from. */
    reviewCount: integer('review_count').notNull().default(0),
    overallSum: integer('overall_sum').notNull().default(0),
    promotionSum: integer('promotion_sum').notNull().default(0),
    payWelfareSum: integer('pay_welfare_sum').notNull().default(0),
    workLifeSum: integer('work_life_sum').notNull().default(0),
    cultureSum: integer('culture_sum').notNull().default(0),
    managementSum: integer('management_sum').notNull().default(0),
    recommendCount: integer('recommend_count').notNull().default(0),
    ceoApproveCount: integer('ceo_approve_count').notNull().default(0),
    /** Published reviews per overall star, 1 to 5. */
    stars: integer('stars')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    /** Recency-weighted overall score (REVIEW_LIMITS.recencyHalfLifeDays); 0 before the first review. */
    weightedRating: numeric('weighted_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Published interview reviews and their sums. */
    interviewCount: integer('interview_count').notNull().default(0),
    difficultySum: integer('difficulty_sum').notNull().default(0),
    experiencePositive: integer('experience_positive').notNull().default(0),
    experienceNeutral: integer('experience_neutral').notNull().default(0),
    experienceNegative: integer('experience_negative').notNull().default(0),
    /** Postings open today, refreshed with the closing sweep and by posting writes. */
    openPostingCount: integer('open_posting_count').notNull().default(0),
    /** From the last 12 months of headcount (computed when headcount is written). */
    turnoverRate: numeric('turnover_rate', { precision: 5, scale: 1, mode: 'number' }),
    averageTenureYears: numeric('average_tenure_years', { precision: 4, scale: 1, mode: 'number' }),
    /** 만원 a year. */
    averageSalary: integer('average_salary'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_stats_rating_idx').on(
      t.weightedRating.desc(),
      t.reviewCount.desc(),
      t.companyId,
    ),
    index('company_stats_reviews_idx').on(t.reviewCount.desc(), t.companyId),
    index('company_stats_postings_idx').on(t.openPostingCount.desc(), t.companyId),
    index('company_stats_industry_idx').on(t.industryGroup, t.weightedRating.desc()),
  ],
);

/** One year of financial statements, in 백만원. */
export const companyFinancial = pgTable(
  'company_financial',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    operatingProfit: bigint('operating_profit', { mode: 'number' }).notNull(),
    netIncome: bigint('net_income', { mode: 'number' }).notNull(),
    assets: bigint('assets', { mode: 'number' }).notNull(),
    liabilities: bigint('liabilities', { mode: 'number' }).notNull(),
    equity: bigint('equity', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/** One month of 국민연금 workplace data (가입자 수, 신규 취득자, 상실자, 당월 고지금액). */
export const companyHeadcount = pgTable(
  'company_headcount',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: day('month').notNull(),
    members: integer('members').notNull(),
    joiners: integer('joiners').notNull(),
    leavers: integer('leavers').notNull(),
    /** 당월 고지금액 in won (the 9 % contribution billed for every member). */
    billedAmount: bigint('billed_amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/** Review and interview-review states: REVIEW_STATES. Shared columns of both kinds. */
const screened = {
  /** REVIEW_STATES */
  state: varchar('state', { length: 12 }).notNull().default('pending'),
  rejectReason: varchar('reject_reason', { length: 200 }),
  /** A company's 임시조치 lasts until then (the item is hidden while state = 'held'). */
  heldUntil: timestamp('held_until', { withTimezone: true }),
  takedownReason: varchar('takedown_reason', { length: 200 }),
  objection: text('objection'),
  objectedAt: timestamp('objected_at', { withTimezone: true }),
  /** An edit of a published item: it went back to screening. */
  edited: boolean('edited').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A company review (기업 리뷰). */
export const companyReview = pgTable(
  'company_review',
  {
    reviewId: integer('review_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    /** The author (never shown); null once the author withdrew (the review stays, anonymous). */
    userId: uuid('user_id').references(() => appUser.userId, { onDelete: 'set null' }),
    overall: smallint('overall').notNull(),
    promotion: smallint('promotion').notNull(),
    payWelfare: smallint('pay_welfare').notNull(),
    workLife: smallint('work_life').notNull(),
    culture: smallint('culture').notNull(),
    management: smallint('management').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    pros: text('pros').notNull(),
    cons: text('cons').notNull(),
    advice: text('advice').notNull().default(''),
    recommend: boolean('recommend').notNull(),
    /** CEO_APPROVALS */
    ceoApproval: varchar('ceo_approval', { length: 12 }).notNull(),
    jobCode: varchar('job_code', { length: 6 }).notNull(),
    /** EMPLOYMENT_STATUSES */
    employmentStatus: varchar('employment_status', { length: 8 }).notNull(),
    lastYear: smallint('last_year').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The company's one reply. */
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => appUser.userId, { onDelete: 'set null' }),
    ...screened,
  },
  (t) => [
    index('company_review_company_idx').on(t.companyId, t.state, t.publishedAt.desc()),
    index('company_review_helpful_idx')
      .on(t.companyId, t.helpfulCount.desc(), t.reviewId.desc())
      .where(sql`${t.state} = 'published'`),
    index('company_review_user_idx').on(t.userId, t.createdAt.desc()),
    index('company_review_queue_idx').on(t.state, t.createdAt),
  ],
);

/** 도움이 돼요: one per member and review. */
export const companyReviewHelpful = pgTable(
  'company_review_helpful',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => companyReview.reviewId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** An interview review (채용·면접 후기). */
export const interviewReview = pgTable(
  'interview_review',
  {
    recruitReviewId: integer('recruit_review_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => appUser.userId, { onDelete: 'set null' }),
    postingId: integer('posting_id').references(() => jobPosting.postingId, {
      onDelete: 'set null',
    }),
    /** The author's application it tells of: one interview review per application. */
    applicationId: integer('application_id').references(() => application.applicationId, {
      onDelete: 'set null',
    }),
    jobCode: varchar('job_code', { length: 6 }).notNull(),
    /** YYYY-MM */
    interviewMonth: varchar('interview_month', { length: 7 }).notNull(),
    /** INTERVIEW_ROUTES */
    route: varchar('route', { length: 10 }).notNull(),
    difficulty: smallint('difficulty').notNull(),
    /** INTERVIEW_EXPERIENCES */
    experience: varchar('experience', { length: 8 }).notNull(),
    questions: text('questions').notNull(),
    tips: text('tips').notNull().default(''),
    /** INTERVIEW_RESULTS */
    result: varchar('result', { length: 8 }).notNull(),
    ...screened,
  },
  (t) => [
    uniqueIndex('interview_review_application_uq').on(t.applicationId),
    index('interview_review_company_idx').on(t.companyId, t.state, t.publishedAt.desc()),
    index('interview_review_user_idx').on(t.userId, t.createdAt.desc()),
    index('interview_review_queue_idx').on(t.state, t.createdAt),
  ],
);

/** A 기업 컨설팅 request (자기소개서 or 면접 첨삭) and its answer. */
export const consultingRequest = pgTable(
  'consulting_request',
  {
    consultingId: integer('consulting_id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member; null for an anonymised sample. */
    userId: uuid('user_id').references(() => appUser.userId, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    /** CONSULTING_KINDS */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** CONSULTING_STATES */
    state: varchar('state', { length: 12 }).notNull().default('received'),
    /** [{ question, answer }] as sent (pasted, or copied from a résumé: a snapshot). */
    items: jsonb('items').$type<{ question: string; answer: string }[]>().notNull(),
    note: text('note').notNull().default(''),
    resumeId: integer('resume_id'),
    /** [{ itemIndex, start, end, quote, comment }] */
    annotations: jsonb('annotations')
      .$type<{ itemIndex: number; start: number; end: number; quote: string; comment: string }[]>()
      .notNull()
      .default([]),
    summary: text('summary'),
    consultantId: uuid('consultant_id').references(() => appUser.userId, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open request per member and posting.
    uniqueIndex('consulting_request_open_uq')
      .on(t.userId, t.postingId)
      .where(sql`${t.state} in ('received', 'in-progress')`),
    index('consulting_request_user_idx').on(t.userId, t.createdAt.desc()),
    index('consulting_request_queue_idx').on(t.state, t.createdAt),
    index('consulting_request_consultant_idx').on(t.consultantId, t.state),
  ],
);
