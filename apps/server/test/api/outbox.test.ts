import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { outboxMessage } from '../../src/db/schema';
import { parseEml } from '../../src/modules/mail/eml';
import type { OutboxMailKinds } from '../../src/modules/outbox';
import {
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
} from '../../src/modules/outbox/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/database';
import { start as startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const NOTICE: OutboxMailKinds['moderation-notice'] = {
  title: '정보처리기사 합격 후기',
  decisionLabel: '블라인드',
  reason: '개인정보가 노출되어 가렸습니다.',
  url: '/reported-content?kind=community-post&id=7',
};
const MINUTE = 60 * 1000;

/**
 * The transactional outbox: a message goes out only if its transaction
 * commits, exactly once even with two API nodes dispatching at the same
 * time, and a failing transport is retried with backoff, then given up on.
 */
describe.each(DATABASE_KINDS)('outbox (%s)', (kind) => {
  let smtp: TestSmtpServer;
  let refusing: TestSmtpServer;
  let primary: DatabaseHandle & { url?: string };
  let secondPool: DatabaseHandle | undefined;
  let a: TestApp;
  let b: TestApp;
  let failing: TestApp;
  let now = new Date('2026-03-02T01:00:00Z');
  const clock = () => now;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let serial = 0;
  const address = () => `member${String(++serial)}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    refusing = await startSmtpServer({ rejectRecipients: true });
    primary = await createTestDatabase(kind);
    // Two nodes: on PostgreSQL each with its own pool; PGlite has one connection to share.
    secondPool =
      kind === 'postgres' ? await openDatabase({ url: primary.url, poolSize: 3 }) : undefined;
    const env = { MAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://ilteo.test' };
    a = await createTestApp(kind, { database: primary, env, clock });
    b = await createTestApp(kind, { database: secondPool ?? primary, env, clock });
    // Its own database, so the healthy nodes' sweeps never send its messages.
    failing = await createTestApp(kind, {
      env: { ...env, SMTP_URL: refusing.url },
      clock,
    });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await failing.close();
    await secondPool?.close();
    await primary.close();
    await smtp.close();
    await refusing.close();
  });

  const mailsTo = (server: TestSmtpServer, to: string) =>
    server.messages.filter((m) => m.envelope.to.includes(to));
  const rowsTo = (t: TestApp, to: string) =>
    t.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, to));
  const enqueue = (t: TestApp, to: string) =>
    t.database.db.transaction((tx) =>
      t.app.outbox.enqueueMail(tx, 'moderation-notice', to, NOTICE),
    );

  it('never sends a message whose transaction rolled back', async () => {
    const to = address();
    await expect(
      a.database.db.transaction(async (tx) => {
        await a.app.outbox.enqueueMail(tx, 'moderation-notice', to, NOTICE);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    a.app.outbox.kick();
    await a.app.outbox.settled();
    expect(await a.app.outbox.dispatchDue()).toMatchObject({ sent: 0 });
    expect(await rowsTo(a, to)).toEqual([]);
    expect(mailsTo(smtp, to)).toEqual([]);
  });

  it('sends a committed message once, rendered by the mail template', async () => {
    const to = address();
    await enqueue(a, to);
    a.app.outbox.kick();
    a.app.outbox.kick();
    await a.app.outbox.settled();
    expect(mailsTo(smtp, to)).toHaveLength(1);
    const mail = parseEml(mailsTo(smtp, to)[0]?.raw ?? Buffer.alloc(0));
    expect(mail.subject).toContain('운영 조치 안내');
    expect(mail.text).toContain('https://ilteo.test/reported-content?kind=community-post&id=7');
    const [row] = await rowsTo(a, to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.finishedAt).toEqual(now);
    // Another run on either node finds nothing left to send.
    await Promise.all([a.app.outbox.dispatchDue(), b.app.outbox.dispatchDue()]);
    expect(mailsTo(smtp, to)).toHaveLength(1);
  });

  it('never sends a message twice with two nodes dispatching at once', async () => {
    const recipients = Array.from({ length: 45 }, () => address());
    await a.database.db.transaction(async (tx) => {
      for (const to of recipients) {
        await a.app.outbox.enqueueMail(tx, 'moderation-notice', to, NOTICE);
      }
    });
    const runs = await Promise.all([
      a.app.outbox.dispatchDue(),
      b.app.outbox.dispatchDue(),
      a.app.outbox.dispatchDue(),
      b.app.outbox.dispatchDue(),
    ]);
    a.app.outbox.kick();
    b.app.outbox.kick();
    await Promise.all([a.app.outbox.settled(), b.app.outbox.settled()]);
    const sentByRuns = runs.reduce((sum, r) => sum + r.sent, 0);
    expect(sentByRuns).toBeLessThanOrEqual(recipients.length);
    for (const to of recipients) expect(mailsTo(smtp, to)).toHaveLength(1);
    const rows = await a.database.db
      .select()
      .from(outboxMessage)
      .where(inArray(outboxMessage.recipient, recipients));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(recipients.map(() => ['sent', 1]));
  });

  it('takes over a message whose node died mid-send once the claim has expired', async () => {
    const to = address();
    await enqueue(a, to);
    // What a claim leaves behind when its node never reports back.
    await a.database.db
      .update(outboxMessage)
      .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS) })
      .where(eq(outboxMessage.recipient, to));
    await b.app.outbox.dispatchDue();
    expect(mailsTo(smtp, to)).toEqual([]);
    advance(OUTBOX_LEASE_MS);
    await b.app.outbox.dispatchDue();
    expect(mailsTo(smtp, to)).toHaveLength(1);
    expect((await rowsTo(a, to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failing transport with backoff, then gives up', async () => {
    const to = address();
    await enqueue(failing, to);
    failing.app.outbox.kick();
    await failing.app.outbox.settled();
    let [row] = await rowsTo(failing, to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.nextAttemptAt).toEqual(new Date(now.getTime() + retryDelayMs(1)));
    // Redacted like mail's log: the code, never the address the server quoted.
    expect(row?.lastError).toContain('007');
    expect(row?.lastError).not.toContain('@');
    // Not due before its backoff has passed.
    advance(retryDelayMs(1) - 1000);
    expect(await failing.app.outbox.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      advance(retryDelayMs(attempt - 1));
      const run = await failing.app.outbox.dispatchDue();
      expect(run).toEqual(
        attempt < OUTBOX_MAX_ATTEMPTS
          ? { sent: 0, retried: 1, failed: 0 }
          : { sent: 0, retried: 0, failed: 1 },
      );
    }
    [row] = await rowsTo(failing, to);
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(row?.finishedAt).toEqual(now);
    advance(24 * 60 * MINUTE);
    expect(await failing.app.outbox.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mailsTo(refusing, to)).toEqual([]);
  });

  it('gives up at once on what no retry can cure: a malformed address', async () => {
    const to = 'not an address';
    await enqueue(a, to);
    expect(await a.app.outbox.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rowsTo(a, to))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it("leaves a kind it does not know to a node that does (a rolling deploy's newer kind)", async () => {
    const to = address();
    await a.database.db.insert(outboxMessage).values({
      channel: 'mail',
      kind: 'future-kind',
      recipient: to,
      payload: {},
      nextAttemptAt: now,
    });
    expect(await a.app.outbox.dispatchDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowsTo(a, to))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await a.database.db.delete(outboxMessage).where(eq(outboxMessage.recipient, to));
  });

  it('deletes sent messages after a week and failed ones after a month', async () => {
    const sent = address();
    await enqueue(a, sent);
    await a.app.outbox.dispatchDue();
    advance(8 * 24 * 60 * MINUTE);
    await a.app.outbox.purgeFinished();
    expect(await rowsTo(a, sent)).toEqual([]);
    expect(await rowsTo(a, 'not an address')).toHaveLength(1);
    advance(30 * 24 * 60 * MINUTE);
    await a.app.outbox.purgeFinished();
    expect(await rowsTo(a, 'not an address')).toEqual([]);
  });

  it('refuses a message without a recipient', async () => {
    await expect(enqueue(a, '  ')).rejects.toThrow('recipient');
  });
});
