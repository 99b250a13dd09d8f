import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerFrame } from '@ilteo/contract';
import { chatMessage } from '../../src/db/schema';
import { memoryFanout } from '../../src/modules/chat/fanout';
import { createChatHub } from '../../src/modules/chat/hub';
import { presentMessage } from '../../src/modules/chat/presenter';
import { createTestApp, type TestApp } from '../helpers/app';
import { activeChat, sendHttp, testClock, within } from '../helpers/chat';
import { DATABASE_KINDS } from '../helpers/database';

/**
 * The live path (decision 0038): a message event that carries its message
 * and the id before it is pushed without a read when the connection has
 * that id; an event that overtook an earlier one makes the connection
 * catch up from the database, and the late one is not sent twice. A client
 * id sent several times at once (the one-statement send racing itself) is
 * one row.
 */
describe.each(DATABASE_KINDS)('chat hub (%s)', (kind) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, env: { LOGIN_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const rowsOf = (sessionId: number) =>
    t.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.sessionId, sessionId))
      .orderBy(asc(chatMessage.messageId));

  it('pushes a carried message as is, and reads what an overtaking event skipped', async () => {
    const { member, sessionId } = await activeChat(t, clock.now);
    const [take] = (await rowsOf(sessionId)).map(presentMessage);
    if (!take) throw new Error('no take message');

    // This hub hears only the events the test publishes.
    const fanout = memoryFanout();
    const hub = createChatHub(t.database.db, fanout, (err) => {
      throw err;
    });
    const frames: ChatServerFrame[] = [];
    let arrived: (() => void) | undefined;
    const count = (n: number) =>
      within(
        new Promise<void>((resolve) => {
          arrived = () => frames.length >= n && resolve();
          arrived();
        }),
        `${String(n)} frames`,
      );
    hub.subscribe(sessionId, {
      lastId: take.messageId,
      send: (f) => {
        frames.push(f);
        arrived?.();
      },
      closed: () => undefined,
    });
    // Work runs in order per conversation: once this read frame is out, the first catch-up is done.
    await fanout.publish([{ sessionId, event: 'read', role: 'member', messageId: take.messageId }]);
    await count(1);

    const send = async (id: string) => {
      const sent = await sendHttp(member.client, { sessionId, clientId: id, body: id });
      expect(sent.status).toBe(200);
      const last = (await rowsOf(sessionId)).at(-1);
      if (!last) throw new Error('message not stored');
      return presentMessage(last);
    };
    const m1 = await send('h-1');
    const m2 = await send('h-2');

    // m2's event comes first: the connection lacks m1, so both are read, in order.
    await fanout.publish([
      { sessionId, event: 'message', messageId: m2.messageId, prevId: m1.messageId, message: m2 },
    ]);
    await count(3);
    // m1's late event sends nothing again; m3's carried copy goes out without a read.
    const m3 = await send('h-3');
    const carried = { ...m3, body: '이벤트가 실어 온 본문' };
    await fanout.publish([
      { sessionId, event: 'message', messageId: m1.messageId, prevId: take.messageId, message: m1 },
      {
        sessionId,
        event: 'message',
        messageId: m3.messageId,
        prevId: m2.messageId,
        message: carried,
      },
    ]);
    await count(4);
    expect(frames.slice(1)).toEqual([
      { type: 'message', message: m1 },
      { type: 'message', message: m2 },
      { type: 'message', message: carried },
    ]);
  });

  it('stores a client id sent several times at once once, answering each with its id', async () => {
    const { member, sessionId } = await activeChat(t, clock.now);
    const payload = { sessionId, clientId: 'race-1', body: '한 번만 저장됩니다' };
    const answers = await Promise.all([1, 2, 3].map(() => sendHttp(member.client, payload)));
    const ids = answers.map((a) => a.body.data.messageId);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = (await rowsOf(sessionId)).filter((r) => r.clientId === 'race-1');
    expect(rows).toHaveLength(1);
    expect(new Set([...ids, rows[0]?.messageId])).toEqual(new Set([rows[0]?.messageId]));
  });
});
