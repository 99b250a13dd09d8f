import { bigint, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * An operator's second factor (RFC 6238 TOTP, decision 0026). The secret is
 * sealed with IDENTITY_SECRET (AES-256-GCM), so a copy of the table alone
 * does not give the codes. `pending` until the first sign-in proves the app
 * holds it; `lastStep` refuses a code used once already (RFC 6238 §5.2).
 */
export const operatorTotp = pgTable('operator_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => appUser.userId, { onDelete: 'cascade' }),
  sealedSecret: varchar('sealed_secret', { length: 200 }).notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action, append-only (a trigger refuses UPDATE and DELETE):
 * who, what, on whom, why, the state before and after, from where, when.
 * No foreign keys, so an entry outlives the accounts it names.
 */
export const operatorAction = pgTable(
  'operator_action',
  {
    actionId: bigint('action_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the server itself acted (the CLI creating the first operator). */
    operatorId: uuid('operator_id'),
    /** OPERATOR_ACTIONS. */
    action: varchar('action', { length: 24 }).notNull(),
    targetUserId: uuid('target_user_id'),
    reason: varchar('reason', { length: 200 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /** The target's login id when the action was taken (withdrawal erases it from app_user). */
    targetLoginId: varchar('target_login_id', { length: 60 }),
  },
  (t) => [
    index('operator_action_at_idx').on(t.at),
    index('operator_action_target_idx').on(t.targetUserId, t.at),
  ],
);
