import { boolean, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { codes } from './column-types';

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
  /** The daily saved-search alert (one alarm a day when new postings match). */
  dailyAlert: boolean('daily_alert').notNull().default(false),
  /** Also a mail with that alarm. */
  alertMail: boolean('alert_mail').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the member last opened the match list; newer matches count as new. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
