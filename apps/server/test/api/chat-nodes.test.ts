import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { chatMessage } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  chatMember,
  counsellor,
  listening,
  openSocket,
  startChat,
  takeChat,
  testClock,
} from '../helpers/chat';
import { createTestDatabase } from '../helpers/database';

/**
 * Two API nodes on one PostgreSQL (decision 0038): a member connected to
 * node A and a counsellor connected to node B hear each other, through
 * LISTEN/NOTIFY (DATABASE_URL set), never through one process's memory.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('chat on two nodes (postgres)', () => {
  let primary: DatabaseHandle & { url?: string };
  let secondPool: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    primary = await createTestDatabase('postgres');
    secondPool = await openDatabase({ url: primary.url, poolSize: 3 });
    const env = {
      DATABASE_URL: primary.url,
      COOKIE_SECRET: 'shared-cookie-secret-0123456789abcdef0123',
      CSRF_SECRET: 'shared-csrf-secret-0123456789abcdef012345',
      ACCESS_TOKEN_SECRET: 'shared-access-secret-0123456789abcdef0123',
    };
    a = await createTestApp('postgres', { database: primary, env, clock: clock.now });
    b = await createTestApp('postgres', { database: secondPool, env, clock: clock.now });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await secondPool.close();
    await primary.close();
  });

  it('delivers both ways between a member on node A and a counsellor on node B', async () => {
    const member = await chatMember(a);
    const c = await counsellor(b, clock.now);
    const { sessionId } = (await startChat(member.client)).body.data;
    // Taken on node B: the member's socket on node A hears of it.
    const onA = openSocket(await listening(a), member.client, { sessionId });
    await onA.opened;
    expect((await takeChat(c.client, sessionId)).body.code).toBe('003');
    expect(
      (await onA.next('session', (f) => f.session.state === 'active')).session.counsellorName,
    ).toBe('운영자');
    const onB = openSocket(await listening(b), c.client, { sessionId });
    await onB.opened;

    onA.send({ type: 'send', clientId: 'a-1', body: '노드 A에서 보낸 질문입니다.' });
    const ack = await onA.next('ack');
    expect((await onB.next('message', (f) => f.message.clientId === 'a-1')).message.messageId).toBe(
      ack.messageId,
    );
    onB.send({ type: 'send', clientId: 'b-1', body: '노드 B에서 보낸 답변입니다.' });
    const reply = await onA.next('message', (f) => f.message.clientId === 'b-1');
    expect(reply.message.senderRole).toBe('counsellor');
    onB.send({ type: 'read', messageId: ack.messageId });
    expect(await onA.next('read')).toEqual({
      type: 'read',
      role: 'counsellor',
      messageId: ack.messageId,
    });

    const rows = await a.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.sessionId, sessionId));
    expect(rows.map((r) => r.clientId).sort()).toEqual(['a-1', 'b-1', 'take']);
    onA.close();
    onB.close();
  });
});
