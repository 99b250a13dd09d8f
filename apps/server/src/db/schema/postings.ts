import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { codes, day, strings } from './column-types';

/** A hiring company. Generated demo companies are fictional (no real names). */
export const company = pgTable(
  'company',
  {
    companyId: integer('company_id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 사업자등록번호, 10 digits (check digit valid). */
    bizNo: varchar('biz_no', { length: 10 }).notNull(),
    /** CO_TP code. */
    companyType: varchar('company_type', { length: 4 }).notNull(),
    industry: varchar('industry', { length: 60 }).notNull(),
    /** WORKER_CNT code. */
    sizeCode: varchar('size_code', { length: 4 }).notNull(),
    employeeCount: integer('employee_count'),
    foundedYear: smallint('founded_year'),
    address: varchar('address', { length: 200 }).notNull(),
    /** 5-digit 시·군·구 code. */
    regionCode: varchar('region_code', { length: 5 }).notNull(),
    homepage: varchar('homepage', { length: 300 }),
    logoUrl: varchar('logo_url', { length: 300 }),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_biz_no_idx').on(t.bizNo), index('company_name_idx').on(t.name)],
);

/**
 * A job posting (채용공고): the columns lists filter, sort and show, kept
 * narrow so counts and deep pages read few pages (the long text is in
 * job_posting_content; the keyword grams in search_document, of which only
 * the short text is copied here for list walks). Region and job
 * codes are kept twice: as named (`*_codes`, for display) and expanded with
 * every ancestor (`*_match`: a 시·군·구 posting also carries its 시·도 code, a
 * 소분류 its 중·대분류), so one array overlap (&&) under a GIN index serves a
 * filter at any level.
 */
export const jobPosting = pgTable(
  'job_posting',
  {
    postingId: integer('posting_id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    regionCodes: codes('region_codes'),
    regionMatch: codes('region_match'),
    jobCodes: codes('job_codes'),
    jobMatch: codes('job_match'),
    /** EMP_TP code. */
    employmentType: varchar('employment_type', { length: 4 }).notNull(),
    /** N 신입, E 경력, Z 경력무관. */
    careerType: varchar('career_type', { length: 1 }).notNull(),
    careerMin: smallint('career_min'),
    careerMax: smallint('career_max'),
    /** EDU code: the education required at least. */
    education: varchar('education', { length: 4 }).notNull(),
    /** SAL_TP code; null with 회사내규. */
    salaryType: varchar('salary_type', { length: 1 }),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
    /** The lower bound as a year's pay in won (월급×12, 일급×250, 시급×2,088), for sort and filter. */
    annualSalaryMin: integer('annual_salary_min'),
    headcount: smallint('headcount'),
    workHours: varchar('work_hours', { length: 100 }),
    /** HOLIDAY_TP code. */
    workDays: varchar('work_days', { length: 4 }),
    workDaysNote: varchar('work_days_note', { length: 100 }),
    preferredCerts: codes('preferred_certs'),
    applyMethod: varchar('apply_method', { length: 10 }).notNull(),
    applyUrl: varchar('apply_url', { length: 300 }),
    welfareCodes: codes('welfare_codes'),
    preferentialCodes: codes('preferential_codes'),
    openDate: day('open_date').notNull(),
    closeDate: day('close_date'),
    /** date, always (상시채용), until-filled (채용시 마감). */
    closeType: varchar('close_type', { length: 12 }).notNull(),
    isIntern: boolean('is_intern').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    applyCount: integer('apply_count').notNull().default(0),
    /** open, or closed early by the company; past its close date it is closed either way. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    /**
     * The search document's text and 초성 (about 100 bytes each), so a list
     * that walks its sort index checks a keyword on the row it already reads
     * (decision 0019). Written with the search document.
     */
    searchText: text('search_text').notNull().default(''),
    initials: text('initials').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_posting_latest_idx').on(t.openDate.desc(), t.postingId.desc()),
    index('job_posting_deadline_idx').on(t.closeDate, t.postingId),
    index('job_posting_views_idx').on(t.viewCount.desc(), t.postingId.desc()),
    index('job_posting_salary_idx').on(t.annualSalaryMin.desc(), t.postingId.desc()),
    index('job_posting_company_idx').on(t.companyId, t.openDate.desc()),
    index('job_posting_region_gin').using('gin', t.regionMatch),
    index('job_posting_job_gin').using('gin', t.jobMatch),
  ],
);

/** The long text of a posting, read only by the detail (and print, and the SEO page). */
export const jobPostingContent = pgTable('job_posting_content', {
  postingId: integer('posting_id')
    .primaryKey()
    .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
  /** Sanitised when written (sanitize-html), never at read time. */
  descriptionHtml: text('description_html').notNull(),
  duties: strings('duties'),
  qualifications: strings('qualifications'),
  preferred: strings('preferred'),
  processSteps: strings('process_steps'),
  documents: strings('documents'),
  benefits: strings('benefits'),
});

/**
 * Applicants per posting as counts only (지원자 현황): career band and
 * education. The apply flow increments these in the same transaction as the
 * application; no row names a person.
 */
export const postingApplyStat = pgTable(
  'posting_apply_stat',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    /** career | education */
    dimension: varchar('dimension', { length: 12 }).notNull(),
    band: varchar('band', { length: 8 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.dimension, t.band] })],
);

/** Paid-service exposure (유료 노출): a posting in a placement's slot for a period. */
export const paidExposure = pgTable(
  'paid_exposure',
  {
    exposureId: integer('exposure_id').primaryKey().generatedAlwaysAsIdentity(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    placement: varchar('placement', { length: 20 }).notNull(),
    slot: smallint('slot').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
  },
  (t) => [index('paid_exposure_placement_idx').on(t.placement, t.endsOn, t.startsOn)],
);

/**
 * One row: the version of the posting lists, bumped (by triggers of
 * migration 0010, before any row is written) by every statement that can
 * change which postings a list holds or their latest-first order: postings
 * inserted, deleted or updated in a filtered column, a company's type,
 * search documents. Not by views or applications. A node remembers where
 * deep pages start only for the version it read them at (decision 0019).
 */
export const postingListVersion = pgTable('posting_list_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
