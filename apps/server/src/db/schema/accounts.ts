import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A job seeker. Identity verification leaves only CI/DI (from the
 * 본인확인기관); a resident registration number is never received or stored.
 * Withdrawal erases the personal columns at once and keeps the row, so what
 * the member wrote stays, shown as by a withdrawn member.
 */
export const appUser = pgTable(
  'app_user',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    loginId: varchar('login_id', { length: 60 }).notNull(),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }),
    mobile: varchar('mobile', { length: 11 }),
    /** YYYY-MM-DD from identity verification. */
    birthDate: char('birth_date', { length: 10 }),
    /** 'M' | 'F' from identity verification. */
    gender: char('gender', { length: 1 }),
    ci: varchar('ci', { length: 128 }),
    di: varchar('di', { length: 128 }),
    /**
     * ACCOUNT_STATUSES: 'active' | 'pending' (a company member awaiting approval, 702) |
     * 'locked' (by an operator) | 'rejected' (a company member not approved; both 703) | 'withdrawn'.
     */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    /** ROLES: 'member' (job seeker) | 'company' (employer) | 'operator' (decision 0026). */
    role: varchar('role', { length: 12 }).notNull().default('member'),
    /** An operator's extra duties: OPERATOR_FLAGS ('consultant' answers 기업 컨설팅; 'counsellor' the guide chat). */
    opsFlags: text('ops_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'general' | 'kakao' | 'naver' | 'google'. */
    signUpType: varchar('sign_up_type', { length: 12 }).notNull().default('general'),
    zipCode: varchar('zip_code', { length: 5 }),
    address: varchar('address', { length: 200 }),
    addressDetail: varchar('address_detail', { length: 200 }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Bumped whenever every session must end (password change, reset, withdrawal). */
    sessionVersion: integer('session_version').notNull().default(1),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // Login ids are unique whatever their case.
    uniqueIndex('app_user_login_id_lower_uq').on(sql`lower(${t.loginId})`),
    // One account per verified person; withdrawn rows have no CI.
    uniqueIndex('app_user_ci_uq').on(t.ci),
    index('app_user_email_idx').on(sql`lower(${t.email})`),
    // The console's lists: company members awaiting approval, members by role and state.
    index('app_user_role_status_idx').on(t.role, t.status, t.createdAt),
  ],
);

/** The consent texts, versioned, seeded by migration (PIPA's four disclosures per item). */
export const consentItem = pgTable(
  'consent_item',
  {
    code: varchar('code', { length: 40 }).notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    required: boolean('required').notNull(),
    purpose: text('purpose').notNull(),
    items: text('items').notNull(),
    retention: text('retention').notNull(),
    refusal: text('refusal').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull(),
    current: boolean('current').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.code, t.version] })],
);

/** What a member agreed to, which version, and when; a withdrawal deletes the rows. */
export const userConsent = pgTable(
  'user_consent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    version: integer('version').notNull(),
    agreed: boolean('agreed').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. A login starts a family;
 * each refresh uses one token and issues its successor in the same family.
 * Presenting a used token revokes the whole family (replay detection).
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    sessionVersion: integer('session_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The browser that spent the token (browserBindingOf), which alone may retry the spend. */
    spentBy: char('spent_by', { length: 64 }),
    /** The hash of the token issued for it, retired if that browser retries. */
    replacedBy: char('replaced_by', { length: 64 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [
    index('refresh_token_family_idx').on(t.familyId),
    index('refresh_token_user_idx').on(t.userId),
  ],
);

/** A single-use identity-verification request (NICE 본인확인 or the local provider), 10 minutes. */
export const identityRequest = pgTable(
  'identity_request',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    /** 'signup' | 'find-id' | 'reset'. */
    purpose: varchar('purpose', { length: 12 }).notNull(),
    provider: varchar('provider', { length: 12 }).notNull(),
    /** 'pending' | 'verified' | 'failed' | 'used'. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Binds the request to the browser that started it (hash of its CSRF secret). */
    browserBinding: char('browser_binding', { length: 64 }).notNull(),
    name: varchar('name', { length: 50 }),
    birthDate: char('birth_date', { length: 10 }),
    gender: char('gender', { length: 1 }),
    mobile: varchar('mobile', { length: 11 }),
    ci: varchar('ci', { length: 128 }),
    di: varchar('di', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('identity_request_expires_idx').on(t.expiresAt)],
);

/** Password-reset links: hash of the token, 30 minutes, single use. */
export const passwordReset = pgTable(
  'password_reset',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

/** A linked SNS account (Kakao, Naver, Google): provider and its subject id. */
export const socialAccount = pgTable(
  'social_account',
  {
    provider: varchar('provider', { length: 12 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_account_user_idx').on(t.userId),
  ],
);

/** Push tokens per device, tied to the session (refresh family) that registered them. */
export const pushToken = pgTable(
  'push_token',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 120 }).notNull(),
    familyId: uuid('family_id').notNull(),
    token: varchar('token', { length: 512 }).notNull(),
    platform: varchar('platform', { length: 12 }).notNull(),
    /** The spec's push acceptance: false keeps the token but sends nothing to it (decision 0033). */
    accept: boolean('accept').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deviceId] }),
    index('push_token_family_idx').on(t.familyId),
    // A device (or token) registered by one member is taken from any other (decision 0033).
    index('push_token_device_idx').on(t.deviceId),
    index('push_token_token_idx').on(t.token),
  ],
);

/** Authentication events, for the member's safety and for incident response. */
export const authEvent = pgTable(
  'auth_event',
  {
    eventId: uuid('event_id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    /** 'login' | 'login-failed' | 'lock' | 'logout' | 'refresh-replay' | 'password-change' | 'password-reset' | 'withdraw' | 'sign-up'. */
    event: varchar('event', { length: 24 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    detail: jsonb('detail'),
  },
  (t) => [index('auth_event_user_at_idx').on(t.userId, t.at), index('auth_event_at_idx').on(t.at)],
);

/**
 * Fixed-window counters shared by every API node, for the limits that guard
 * secrets (login, sign-up, password reset); see decision 0003.
 */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_counter_window_idx').on(t.windowStart)],
);

/**
 * Failed logins that slow down guessing without locking anyone out
 * (decision 0021). One row per login id tried from devices that never
 * logged in to it (`account:<login id>`, existing or not, so the answers
 * cannot tell ids apart) and per trusted device (`device:<nonce>`): each
 * run of failures blocks that key for a growing delay.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: varchar('key', { length: 80 }).primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);
