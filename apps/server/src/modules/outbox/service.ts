import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { describeFailure, type MailService } from '../mail';
import { PushDeliveryError, type PushService } from '../push';
import {
  mailSender,
  pushSender,
  type OutboxMailKind,
  type OutboxMailKinds,
  type OutboxMessageInput,
  type OutboxPushKind,
  type OutboxPushKinds,
} from './kinds';
import { outboxRepository as repo, type ClaimedMessage } from './repository';

type Db = Database | Transaction;

/** Claims after which a message is given up on (status 'failed'). */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** How long a claim keeps other nodes off a message; longer than any SMTP time-out. */
export const OUTBOX_LEASE_MS = 15 * 60 * 1000;
const BATCH = 20;
/** Batches per run, so one run cannot hold a node forever; the next tick goes on. */
const MAX_BATCHES = 50;
const MINUTE = 60 * 1000;
const SENT_KEPT_MS = 7 * 24 * 60 * MINUTE;
const FAILED_KEPT_MS = 30 * 24 * 60 * MINUTE;

/** Wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * MINUTE, MINUTE * 2 ** Math.max(0, attempts - 1));
}

export interface DispatchResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Outbox {
  /**
   * Writes a message in the caller's transaction: it goes out if and only
   * if that transaction commits. Call `kick()` after the commit.
   */
  enqueue(tx: Db, message: OutboxMessageInput): Promise<void>;
  /** `enqueue` for mail, typed by kind. */
  enqueueMail<K extends OutboxMailKind>(
    tx: Db,
    kind: K,
    to: string,
    data: OutboxMailKinds[K],
  ): Promise<void>;
  /**
   * A push of `kind` to every device of the member that accepts pushes, one
   * message per device; none when the member has no such device.
   */
  enqueuePush<K extends OutboxPushKind>(
    tx: Pick<Database, 'execute'>,
    kind: K,
    userId: string,
    data: OutboxPushKinds[K],
  ): Promise<void>;
  /**
   * Starts a dispatch run now without waiting for it (errors are logged);
   * kicks during a run make it go round once more rather than overlap.
   */
  kick(): void;
  /** Resolves when this node's kicked runs have finished (tests, shutdown). */
  settled(): Promise<void>;
  /** Sends what is due on this node, claiming with FOR UPDATE SKIP LOCKED. */
  dispatchDue(): Promise<DispatchResult>;
  /** Deletes sent messages after a week and failed ones after a month. */
  purgeFinished(): Promise<number>;
  /** Stops kicks; a run under way finishes. */
  close(): Promise<void>;
}

/** Redacted like mail's log lines: recipients are personal data. */
function failureText(err: unknown): string {
  return JSON.stringify(describeFailure(err)).slice(0, 1000);
}

/**
 * A delivery fault that another attempt may cure: the transport refused or
 * was unreachable (MAIL_FAILED, 5xx; a push provider's outage). A malformed
 * address (4xx) or a template refusing its data (a plain Error: a bug) fails
 * the same way again.
 */
const isTransient = (err: unknown) =>
  err instanceof PushDeliveryError ? err.transient : err instanceof AppError && err.status >= 500;

export function createOutbox(deps: {
  db: Database;
  mail: MailService;
  push: PushService;
  clock: () => Date;
  log: OutboxLog;
}): Outbox {
  const { db, mail, push, clock, log } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  function senderOf(
    channel: string,
    kind: string,
  ): ((recipient: string, payload: unknown) => Promise<void>) | undefined {
    if (channel === 'mail') {
      const send = mailSender(kind);
      return send && ((to, payload) => send(mail, to, payload));
    }
    if (channel === 'push') {
      const send = pushSender(kind);
      return send && ((to, payload) => send(push, to, payload));
    }
    return undefined;
  }

  async function deliver(message: ClaimedMessage): Promise<'sent' | 'retried' | 'failed'> {
    const context = {
      messageId: message.messageId,
      kind: message.kind,
      attempts: message.attempts,
    };
    const send = senderOf(message.channel, message.kind);
    let error: string;
    let transient: boolean;
    if (!send) {
      // Another build's kind (rolling deploy): leave it for a node that knows it.
      error = `unknown ${message.channel} kind ${message.kind}`;
      transient = true;
    } else {
      try {
        await send(message.recipient, message.payload);
        await repo.markSent(db, message.messageId, clock());
        return 'sent';
      } catch (err) {
        error = failureText(err);
        transient = isTransient(err);
      }
    }
    const now = clock();
    if (transient && message.attempts < OUTBOX_MAX_ATTEMPTS) {
      await repo.retryAt(
        db,
        message.messageId,
        new Date(now.getTime() + retryDelayMs(message.attempts)),
        error,
      );
      log.warn({ ...context, error }, 'outbox message not sent; will retry');
      return 'retried';
    }
    await repo.markFailed(db, message.messageId, now, error);
    log.error({ ...context, error }, 'outbox message given up');
    return 'failed';
  }

  async function dispatchDue(): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const now = clock();
      const claimed = await repo.claim(db, now, new Date(now.getTime() + OUTBOX_LEASE_MS), BATCH);
      // One at a time: a batch is small, and mail transports pace themselves.
      for (const message of claimed) result[await deliver(message)]++;
      if (claimed.length < BATCH) break;
    }
    return result;
  }

  const goAgain = () => again && !closed;

  async function runUntilQuiet(): Promise<void> {
    do {
      again = false;
      try {
        await dispatchDue();
      } catch (err) {
        log.error({ err }, 'outbox dispatch failed');
      }
      // Read through a call: a kick during the await above may have set it.
    } while (goAgain());
  }

  const enqueue: Outbox['enqueue'] = async (tx, message) => {
    const to = message.to.trim();
    if (to === '') throw new Error('an outbox message needs a recipient');
    await repo.insert(tx, {
      channel: message.channel,
      kind: message.kind,
      recipient: to,
      payload: message.payload,
      now: clock(),
    });
  };

  return {
    enqueue,
    enqueueMail: (tx, kind, to, data) =>
      // enqueueMail's signature ties data to kind; TypeScript cannot follow that into the union.
      enqueue(tx, { channel: 'mail', kind, to, payload: data } as OutboxMessageInput),
    enqueuePush: (tx, kind, userId, data) =>
      repo.insertPushes(tx, { kind, userId, payload: data, now: clock() }),
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = runUntilQuiet().finally(() => {
        running = undefined;
      });
    },
    async settled() {
      while (running) await running;
    },
    dispatchDue,
    async purgeFinished() {
      const now = clock().getTime();
      return repo.purgeFinished(db, new Date(now - SENT_KEPT_MS), new Date(now - FAILED_KEPT_MS));
    },
    async close() {
      closed = true;
      while (running) await running;
    },
  };
}
