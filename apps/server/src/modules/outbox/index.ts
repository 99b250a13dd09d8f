/**
 * The transactional outbox: `app.outbox.enqueueMail(tx, kind, to, data)` or
 * `enqueuePush(tx, kind, userId, data)` in the caller's transaction,
 * `app.outbox.kick()` after its commit.
 */
export { outboxServicePlugin } from './plugin';
export type {
  AlarmPush,
  OutboxMailKind,
  OutboxMailKinds,
  OutboxMessageInput,
  OutboxPushKinds,
} from './kinds';
export type { DispatchResult, Outbox } from './service';
