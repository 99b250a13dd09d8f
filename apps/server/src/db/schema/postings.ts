import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

const day = (name: string) => date(name, { mode: 'string' });
const codes = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const strings = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

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

/**
 * A main-page theme (신입 환영, IT 개발 …). Its postings are those matching
 * `filter` (the list filters' query shape), so a theme stays current as
 * postings open and close; `sortBy` orders them.
 */
export const theme = pgTable('theme', {
  themeId: varchar('theme_id', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  description: varchar('description', { length: 200 }).notNull(),
  filter: jsonb('filter').$type<Record<string, string>>().notNull(),
  sortBy: varchar('sort_by', { length: 10 }).notNull().default('latest'),
  /** Shown to guests and to members who have not chosen. */
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A member's main-page themes, in order (at most MAX_MAIN_THEMES, enforced by the service). */
export const userMainTheme = pgTable(
  'user_main_theme',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    themeId: varchar('theme_id', { length: 30 })
      .notNull()
      .references(() => theme.themeId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.themeId] })],
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
 * A member's alarm. `dedupe_key` makes notifications idempotent (a watched
 * posting's closing alarm is made once per close date however often it is checked).
 */
export const alarm = pgTable(
  'alarm',
  {
    alarmId: integer('alarm_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    link: varchar('link', { length: 300 }),
    dedupeKey: varchar('dedupe_key', { length: 120 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alarm_user_recent_idx').on(t.userId, t.createdAt.desc(), t.alarmId.desc()),
    index('alarm_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('alarm_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/** A member's preferred recruitment conditions (맞춤 채용). */
export const recruitPreference = pgTable('recruit_preference', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => appUser.userId, { onDelete: 'cascade' }),
  jobs: codes('jobs'),
  regions: codes('regions'),
  employmentTypes: codes('employment_types'),
  /** Annual, 만원. */
  salaryMin: integer('salary_min'),
  careerType: varchar('career_type', { length: 1 }).notNull(),
  careerYears: smallint('career_years'),
  preferentials: codes('preferentials'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the member last opened the match list; newer matches count as new. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A report (신고) of content, once per member and target (302 on a second). */
export const contentReport = pgTable(
  'content_report',
  {
    reportId: integer('report_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => appUser.userId, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 1000 }).notNull(),
    /** received → reviewed (handled after internal review, code 601). */
    status: varchar('status', { length: 12 }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_report_once_idx').on(t.userId, t.targetType, t.targetId),
    index('content_report_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * The global search index, and the keyword index of the recruitment lists.
 * `search_grams` holds the 1- and 2-character grams of `search_text` and of
 * its 초성 (`initials`): 2-syllable Korean words, which trigram indexes cannot
 * serve, are looked up by containment (@>) and checked by LIKE.
 * One row per searchable thing of any kind
 * (postings, companies, certificates, language tests; community and guide
 * content later). Written by each area in the same transaction as its rows.
 * `visible_until` hides a closed posting without deleting its row.
 */
export const searchDocument = pgTable(
  'search_document',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    refId: varchar('ref_id', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull(),
    meta: strings('meta'),
    searchText: text('search_text').notNull(),
    initials: text('initials').notNull(),
    searchGrams: codes('search_grams'),
    /** Orders hits within a kind (views, popularity …). */
    rank: integer('rank').notNull().default(0),
    /** Null: always visible; a date: hidden after it (Asia/Seoul). */
    visibleUntil: day('visible_until'),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('search_document_grams_gin').using('gin', t.searchGrams),
    index('search_document_kind_rank_idx').on(t.kind, t.rank.desc()),
  ],
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
