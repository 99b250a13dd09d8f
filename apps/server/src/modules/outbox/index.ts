/**
 * The transactional outbox: `app.outbox.enqueueMail(tx, kind, to, data)` in
 * the caller's transaction, `app.outbox.kick()` after its commit.
 */
export { outboxServicePlugin } from './plugin';
export type { OutboxMailKind, OutboxMailKinds, OutboxMessageInput } from './kinds';
export type { DispatchResult, Outbox } from './service';
