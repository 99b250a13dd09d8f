import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  CHAT_API,
  CHAT_CLOSE_CODES,
  chatClientFrameSchema,
  chatMessagesQuerySchema,
  type ChatServerFrame,
} from '@ilteo/contract';
import { AppError } from '../../http/errors';
import { actorOf } from '../../http/policy';
import type { ChatHub } from './hub';
import { presentSession } from './presenter';
import type { ChatActor, ChatService } from './service';

/** What this module uses of a `ws` socket. */
interface ChatSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): unknown;
}

/** A frame is at most a 1000-character message as UTF-8 and its JSON: 16 KB is ample. */
const MAX_FRAME_BYTES = 16 * 1024;
/** A socket that answers no ping within this is gone (a laptop closed, a network lost). */
const PING_MS = 30_000;

/** The refusal a frame gets: the catalogue code and its Korean message, the connection kept. */
export function errorFrame(err: unknown, clientId?: string): ChatServerFrame {
  const id = clientId === undefined ? {} : { clientId };
  if (err instanceof AppError)
    return { type: 'error', code: err.code, message: err.message, ...id };
  if (err instanceof ZodError) {
    return {
      type: 'error',
      code: '202',
      message: err.issues[0]?.message ?? '요청을 처리하지 못했습니다. 입력한 내용을 확인해 주세요.',
      ...id,
    };
  }
  return {
    type: 'error',
    code: '203',
    message: '요청을 처리하는 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    ...id,
  };
}

/**
 * Whether the upgrade comes from the site itself: a browser always sends
 * Origin on a WebSocket, and cookies ride along whatever page opened it,
 * so the Origin (with the CSRF token) is what stops another site's page.
 */
function sameSite(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === app.config.publicOrigin || app.config.corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The account of a socket, or undefined: no valid session, token or origin (1008). */
async function socketActor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ChatActor | undefined> {
  const { csrf } = request.query as { csrf?: unknown };
  if (!sameSite(app, request) || typeof csrf !== 'string' || !app.csrfTokenValid(request, csrf)) {
    return undefined;
  }
  const access = request.access;
  if (access?.state !== 'valid') return undefined;
  try {
    const user = await app.sessions.currentUser(access.claims);
    return { actor: actorOf(user), userId: user.userId, flags: user.opsFlags };
  } catch {
    return undefined;
  }
}

/**
 * The WebSocket (decision 0038). The upgrade is checked like an HTTP
 * write (session cookie, CSRF token in `csrf`, the site's Origin); a
 * refused one is closed with 1008 having stored nothing. Another's
 * conversation closes with 4403, an ended one with 4410. Then: the
 * conversation's state, every message after `after`, and everything new.
 */
export async function registerChatSocket(
  app: FastifyInstance,
  service: ChatService,
  hub: ChatHub,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const alive = new WeakSet<object>();
  const timer = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, PING_MS);
  timer.unref();
  app.addHook('onClose', (_instance, next) => {
    clearInterval(timer);
    next();
  });

  interface Opened {
    a: ChatActor;
    sessionId: number;
    send: (frame: ChatServerFrame) => void;
  }

  async function open(socket: ChatSocket, request: FastifyRequest): Promise<Opened | undefined> {
    const a = await socketActor(app, request);
    if (!a) {
      socket.close(CHAT_CLOSE_CODES.policy, 'login and csrf required');
      return undefined;
    }
    const query = chatMessagesQuerySchema.safeParse(request.query);
    if (!query.success) {
      socket.close(CHAT_CLOSE_CODES.policy, 'bad query');
      return undefined;
    }
    const { sessionId, after } = query.data;
    let opened;
    try {
      opened = await service.access(a, sessionId);
    } catch {
      socket.close(CHAT_CLOSE_CODES.forbidden, 'forbidden');
      return undefined;
    }
    if (opened.row.state === 'closed') {
      socket.close(CHAT_CLOSE_CODES.closed, 'closed');
      return undefined;
    }
    if (socket.readyState !== socket.OPEN) return undefined;

    const send = (frame: ChatServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    send({ type: 'session', session: presentSession(opened.row) });
    const leave = hub.subscribe(sessionId, {
      lastId: after,
      send,
      closed: () => socket.close(CHAT_CLOSE_CODES.closed, 'closed'),
    });
    socket.on('close', leave);
    return { a, sessionId, send };
  }

  async function handle(
    a: ChatActor,
    sessionId: number,
    text: string,
    send: (frame: ChatServerFrame) => void,
  ): Promise<void> {
    let clientId: string | undefined;
    try {
      const raw: unknown = JSON.parse(text);
      if (typeof raw === 'object' && raw !== null) {
        const id = (raw as { clientId?: unknown }).clientId;
        if (typeof id === 'string' && id.length <= 40) clientId = id;
      }
      const frame = chatClientFrameSchema.parse(raw);
      if (frame.type === 'ping') {
        send({ type: 'pong' });
      } else if (frame.type === 'read') {
        await service.read(a, sessionId, frame.messageId);
      } else {
        const { message } = await service.send(a, { sessionId, ...frame });
        send({ type: 'ack', clientId: frame.clientId, messageId: message.messageId });
      }
    } catch (err) {
      if (
        !(err instanceof AppError) &&
        !(err instanceof ZodError) &&
        !(err instanceof SyntaxError)
      ) {
        app.log.error({ err }, 'chat: frame failed');
      }
      send(
        err instanceof SyntaxError
          ? { type: 'error', code: '202', message: '알 수 없는 요청입니다.' }
          : errorFrame(err, clientId),
      );
    }
  }

  app.get(CHAT_API.socket, { websocket: true }, (socket, request) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    const ready = open(socket, request).catch((err: unknown) => {
      app.log.error({ err }, 'chat: socket open failed');
      socket.close(1011, 'server error');
      return undefined;
    });
    // Listening from the first moment: a client may send (its unacknowledged
    // messages) as soon as the socket opens, before the checks above finish.
    // Frames are handled one at a time, so acks come back in the order sent.
    let chain = Promise.resolve();
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      chain = chain.then(async () => {
        const opened = await ready;
        if (!opened || socket.readyState !== socket.OPEN) return;
        await handle(
          opened.a,
          opened.sessionId,
          isBinary ? '' : data.toString('utf8'),
          opened.send,
        );
      });
    });
  });
}
