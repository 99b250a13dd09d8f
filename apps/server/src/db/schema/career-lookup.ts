import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * One 경력 불러오기 request, 10 minutes (decision in docs/career-lookup.md).
 * What the provider needs between start and result (CODEF's two-way
 * session) is kept here, never in a node's memory, so any node can answer
 * the result. Rows are deleted an hour after they expire.
 */
export const careerLookupRequest = pgTable(
  'career_lookup_request',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    /** 'local' | 'codef'. */
    provider: varchar('provider', { length: 12 }).notNull(),
    /** CAREER_LOOKUP_AUTH_METHODS: 'kakao' | 'pass' | 'naver'. */
    authMethod: varchar('auth_method', { length: 12 }).notNull(),
    /** 'pending' | 'verified' (the local window) | 'done' | 'failed'. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The provider's pending state (CODEF: twoWayInfo and the carrier); no personal data. */
    providerState: jsonb('provider_state').$type<Record<string, unknown>>(),
    /** The records once fetched, so a repeated result call answers the same until expiry. */
    records: jsonb('records').$type<unknown[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('career_lookup_request_expires_idx').on(t.expiresAt),
    index('career_lookup_request_member_idx').on(t.memberId),
  ],
);
