import { CHAT_CLOSE_CODES } from '@ilteo/contract';
import { describe, expect, it } from 'vitest';
import { fakeMessage, fakeSession, fakeWorld, type FakeWorld } from '@/shared/testing/chat-fakes';
import { ChatConnection } from './connection';

/** Lets the history call's promise settle. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

async function started(world: FakeWorld, role: 'member' | 'counsellor' = 'member') {
  const connection = new ChatConnection({ sessionId: 7, role, live: true }, world.deps);
  await connection.start();
  return connection;
}

const ids = (connection: ChatConnection) =>
  connection.getSnapshot().messages.map((m) => m.messageId);

describe('ChatConnection', () => {
  it('loads the history, then opens the socket after its last message with the CSRF token', async () => {
    const world = fakeWorld();
    world.history.push(
      { session: fakeSession(), items: [fakeMessage(1), fakeMessage(2)], hasMore: true },
      { session: fakeSession(), items: [fakeMessage(3)], hasMore: false },
    );
    const connection = await started(world);
    expect(ids(connection)).toEqual([1, 2, 3]);
    expect(world.sockets).toHaveLength(1);
    const url = new URL(world.sockets[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/person/guide/chat/socket');
    expect(url.searchParams.get('sessionId')).toBe('7');
    expect(url.searchParams.get('after')).toBe('3');
    expect(url.searchParams.get('csrf')).toBe('token-1');
    expect(connection.getSnapshot().status).toBe('connecting');
    world.sockets[0]?.open();
    expect(connection.getSnapshot().status).toBe('open');
  });

  it('keeps each message once, in id order, whatever order and how often they arrive', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    const socket = world.sockets[0];
    socket?.open();
    for (const id of [2, 1, 2, 3, 1])
      socket?.receive({ type: 'message', message: fakeMessage(id) });
    expect(ids(connection)).toEqual([1, 2, 3]);
  });

  it('keeps a send pending until acknowledged and settles it when the message arrives', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    const socket = world.sockets[0];
    socket?.open();
    const clientId = connection.send('안녕하세요, 이력서 상담을 받고 싶습니다.');
    expect(socket?.frames('send')).toEqual([
      {
        type: 'send',
        clientId,
        body: '안녕하세요, 이력서 상담을 받고 싶습니다.',
        imageSaveName: null,
      },
    ]);
    expect(connection.getSnapshot().pending).toHaveLength(1);
    socket?.receive({ type: 'ack', clientId, messageId: 10 });
    expect(connection.getSnapshot().pending[0]?.messageId).toBe(10);
    socket?.receive({
      type: 'message',
      message: fakeMessage(10, { senderRole: 'member', clientId }),
    });
    expect(connection.getSnapshot().pending).toEqual([]);
    expect(ids(connection)).toEqual([10]);
  });

  it('resends unacknowledged messages after a reconnect, resuming after the last message seen', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    const first = world.sockets[0];
    first?.open();
    first?.receive({ type: 'message', message: fakeMessage(4) });
    const clientId = connection.send('연결이 끊겨도 보내져야 합니다');
    first?.drop();
    expect(connection.getSnapshot().status).toBe('reconnecting');
    expect(world.timer.delays).toEqual([1000]);
    world.timer.fire();
    const second = world.sockets[1];
    expect(new URL(second?.url ?? '', 'http://x').searchParams.get('after')).toBe('4');
    second?.open();
    // The same clientId again: the server answers it with the same message.
    expect(second?.frames('send').map((f) => f.clientId)).toEqual([clientId]);
    second?.receive({ type: 'message', message: fakeMessage(4) });
    second?.receive({
      type: 'message',
      message: fakeMessage(5, { senderRole: 'member', clientId }),
    });
    expect(ids(connection)).toEqual([4, 5]);
    expect(connection.getSnapshot().pending).toEqual([]);
  });

  it('backs off longer after each failed attempt, up to a limit, and starts over once open', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    world.sockets[0]?.open();
    world.sockets[0]?.drop();
    expect(world.timer.delays).toEqual([1000]);
    world.timer.fire();
    world.sockets[1]?.drop();
    expect(world.timer.delays).toEqual([2000]);
    world.timer.fire();
    // The second socket in a row that never opened: the stream, at once.
    world.sockets[2]?.drop();
    expect(connection.getSnapshot().transport).toBe('sse');
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      world.streams.at(-1)?.fail();
      delays.push(...world.timer.delays);
      world.timer.fire();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    world.streams.at(-1)?.open();
    world.streams.at(-1)?.fail(false);
    expect(connection.getSnapshot().status).toBe('reconnecting');
    world.streams.at(-1)?.fail();
    expect(world.timer.delays).toEqual([1000]);
  });

  it('falls back to SSE plus POST when the socket fails twice without opening', async () => {
    const world = fakeWorld();
    world.sendResult = (input) =>
      Promise.resolve(
        fakeMessage(21, {
          senderRole: 'member',
          clientId: (input as { clientId: string }).clientId,
        }),
      );
    const connection = await started(world);
    world.sockets[0]?.drop();
    world.timer.fire();
    world.sockets[1]?.drop();
    expect(connection.getSnapshot().transport).toBe('sse');
    const stream = world.streams[0];
    expect(stream?.url).toBe('/api/v1/person/guide/chat/events?sessionId=7&after=0');
    stream?.open();
    expect(connection.getSnapshot().status).toBe('open');
    stream?.receive({ type: 'message', message: fakeMessage(20) });
    const clientId = connection.send('보조 연결로 보냅니다');
    await settle();
    expect(world.posted).toEqual([
      { sessionId: 7, clientId, body: '보조 연결로 보냅니다', imageSaveName: null },
    ]);
    expect(ids(connection)).toEqual([20, 21]);
    expect(connection.getSnapshot().pending).toEqual([]);
    connection.markRead(20);
    await settle();
    expect(world.posted.at(-1)).toEqual({ read: 20, sessionId: 7 });
  });

  it('drops the socket when the browser goes offline and reconnects at once when back', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    const first = world.sockets[0];
    first?.open();
    world.setOnline(false);
    expect(first?.closedByClient).toBe(true);
    expect(connection.getSnapshot().status).toBe('reconnecting');
    const clientId = connection.send('오프라인에서 쓴 메시지');
    expect(connection.getSnapshot().pending[0]?.state).toBe('sending');
    world.setOnline(true);
    expect(world.sockets).toHaveLength(2);
    world.sockets[1]?.open();
    expect(world.sockets[1]?.frames('send').map((f) => f.clientId)).toEqual([clientId]);
    // A stale event of the dropped socket changes nothing.
    first?.receive({ type: 'message', message: fakeMessage(99) });
    expect(ids(connection)).toEqual([]);
  });

  it('marks a refused send failed, and 다시 보내기 sends it again with the same clientId', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    const socket = world.sockets[0];
    socket?.open();
    const clientId = connection.send('너무 빨리 보낸 메시지');
    socket?.receive({
      type: 'error',
      code: '202',
      message: '메시지를 너무 자주 보냈습니다.',
      clientId,
    });
    expect(connection.getSnapshot().pending[0]).toMatchObject({
      state: 'failed',
      error: '메시지를 너무 자주 보냈습니다.',
    });
    connection.resend(clientId);
    expect(connection.getSnapshot().pending[0]?.state).toBe('sending');
    expect(socket?.frames('send').map((f) => f.clientId)).toEqual([clientId, clientId]);
  });

  it('follows read receipts and tells the other side once per new mark', async () => {
    const world = fakeWorld();
    const connection = await started(world, 'counsellor');
    const socket = world.sockets[0];
    socket?.open();
    socket?.receive({ type: 'read', role: 'member', messageId: 3 });
    socket?.receive({ type: 'read', role: 'member', messageId: 2 });
    expect(connection.getSnapshot().memberReadId).toBe(3);
    connection.markRead(5);
    connection.markRead(5);
    connection.markRead(4);
    expect(socket?.frames('read')).toEqual([{ type: 'read', messageId: 5 }]);
    expect(connection.getSnapshot().counsellorReadId).toBe(5);
  });

  it('stops for good on a closed conversation or one that is not the user’s', async () => {
    const world = fakeWorld();
    const connection = await started(world);
    world.sockets[0]?.open();
    world.sockets[0]?.receive({
      type: 'session',
      session: fakeSession({ state: 'closed', summary: '요약' }),
    });
    expect(connection.getSnapshot().status).toBe('ended');
    expect(world.sockets[0]?.closedByClient).toBe(true);

    const other = fakeWorld();
    const denied = await started(other);
    other.sockets[0]?.drop(CHAT_CLOSE_CODES.forbidden);
    expect(denied.getSnapshot().status).toBe('denied');
    expect(other.timer.delays).toEqual([]);
  });

  it('only reads the history of an ended conversation', async () => {
    const world = fakeWorld();
    world.history.push({
      session: fakeSession({ state: 'closed' }),
      items: [fakeMessage(1)],
      hasMore: false,
    });
    const connection = new ChatConnection({ sessionId: 7, role: 'member', live: true }, world.deps);
    await connection.start();
    expect(connection.getSnapshot().status).toBe('ended');
    expect(world.sockets).toEqual([]);
  });
});
