import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CHAT_API,
  chatMessagesQuerySchema,
  messageIdQuerySchema,
  type ChatServerFrame,
} from '@ilteo/contract';
import { AppError } from '../../http/errors';
import type { ChatHub } from './hub';
import { presentSession } from './presenter';
import { chatActorOf } from './routes';
import { CLOSED, type ChatService } from './service';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/** One SSE event: a message frame carries its id, so the browser's Last-Event-ID resumes after it. */
export function sseEvent(frame: ChatServerFrame): string {
  const id = frame.type === 'message' ? `id: ${String(frame.message.messageId)}\n` : '';
  return `${id}data: ${JSON.stringify(frame)}\n\n`;
}

/**
 * The fallback when a WebSocket cannot connect (decision 0038): the same
 * frames as Server-Sent Events (unnamed events, the frame's JSON in
 * `data:`), sends and read receipts by POST. It resumes after the
 * Last-Event-ID header (the browser's own reconnect) or `after`. A
 * conversation that ended is a 409 (EventSource then stops retrying);
 * the history stays readable over GET messages.
 */
export function chatEventRoutes(service: ChatService, hub: ChatHub): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Open streams are never idle: they are ended when the server closes, or it would wait on them.
    const open = new Set<{ end(): void }>();
    app.addHook('preClose', (next) => {
      for (const res of open) res.end();
      next();
    });

    app.get(
      CHAT_API.events,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['chat'],
          summary: '상담 실시간 이벤트 (Server-Sent Events; Last-Event-ID 또는 after부터 이어서)',
          querystring: chatMessagesQuerySchema,
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const a = chatActorOf(request);
        const { sessionId } = request.query;
        const lastEventId = messageIdQuerySchema.safeParse(request.headers['last-event-id']);
        const after = lastEventId.success
          ? Math.max(lastEventId.data, request.query.after)
          : request.query.after;
        const { row } = await service.access(a, sessionId);
        if (row.state === 'closed') {
          throw new AppError('REQUEST_REJECTED', { message: CLOSED, status: 409 });
        }

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          Connection: 'keep-alive',
          // nginx would otherwise hold the stream in its buffer.
          'X-Accel-Buffering': 'no',
        });
        res.write('retry: 3000\n\n');
        const write = (frame: ChatServerFrame) => {
          if (!res.writableEnded) res.write(sseEvent(frame));
        };
        write({ type: 'session', session: presentSession(row) });
        const heartbeat = setInterval(() => {
          if (!res.writableEnded) res.write(': ping\n\n');
        }, HEARTBEAT_MS);
        const leave = hub.subscribe(sessionId, {
          lastId: after,
          send: write,
          closed: () => res.end(),
        });
        open.add(res);
        const stop = () => {
          clearInterval(heartbeat);
          leave();
          open.delete(res);
        };
        request.raw.on('close', stop);
        res.on('close', stop);
      },
    );
    done();
  };
}
