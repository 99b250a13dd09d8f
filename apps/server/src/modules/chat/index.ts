import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInquiryFromChat } from '../qna';
import { memoryFanout, postgresFanout, type ChatFanout } from './fanout';
import { createChatHub } from './hub';
import { chatOpsRoutes } from './ops-routes';
import { createCounsellorService } from './ops-service';
import { chatRoutes } from './routes';
import { createChatService } from './service';
import { registerChatSocket } from './socket';
import { chatEventRoutes } from './sse';

/**
 * 커리어 상담 채팅 (issue 22, decision 0038): the member's and the
 * counsellor's HTTP calls, the WebSocket, the SSE fallback and the console.
 * Events reach the other nodes through PostgreSQL LISTEN/NOTIFY when
 * DATABASE_URL is set; PGlite is one node, so they stay in this process.
 */
export const chatPlugin: FastifyPluginAsyncZod = async (app) => {
  const url = app.config.database.url;
  const db = app.database.db;
  let fanout: ChatFanout;
  if (url) {
    const pgFanout = postgresFanout(url, app.database.db, app.log);
    await pgFanout.ready;
    fanout = pgFanout;
  } else {
    fanout = memoryFanout();
  }
  app.addHook('onClose', async () => {
    await fanout.close();
  });
  const chat = app.config.chat;
  const service = createChatService({
    db,
    fanout,
    files: app.files,
    clock: app.clock,
    chat,
    toInquiry: (input) => createInquiryFromChat(app, input),
  });
  const counsellors = createCounsellorService({ db, fanout, clock: app.clock, chat });
  const hub = createChatHub(db, fanout, (err) => app.log.error({ err }, 'chat: delivery failed'));

  await registerChatSocket(app, service, hub);
  await app.register(chatRoutes(service));
  await app.register(chatEventRoutes(service, hub));
  await app.register(chatOpsRoutes(counsellors));
};
