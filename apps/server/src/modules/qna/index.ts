import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { provideQnaKind } from './kinds';
import { qnaOpsRoutes } from './ops-routes';
import { createQnaOpsService } from './ops-service';
import { qnaRoutes } from './routes';
import { createQnaService } from './service';

/**
 * 1:1 문의 (issue 22, decision 0037): the members' inquiries, the console's
 * queue and answers, one plugin; 작성 이력's hooks for the kind.
 */
export const qnaPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const members = createQnaService(app.database.db, { files: app.files, clock: app.clock });
  const operators = createQnaOpsService(app.database.db, {
    alarms: app.alarms,
    outbox: app.outbox,
    files: app.files,
    clock: app.clock,
  });
  provideQnaKind(app);
  void app.register(qnaRoutes(members));
  void app.register(qnaOpsRoutes(operators));
  done();
};

/** A question left from the counsellor chat (outside hours or no counsellor free) as a 1:1 inquiry, category 'etc'. */
export async function createInquiryFromChat(
  app: FastifyInstance,
  input: { userId: string; question: string; chatSessionId: number | null },
): Promise<{ inquiryId: number }> {
  const service = createQnaService(app.database.db, { files: app.files, clock: app.clock });
  return { inquiryId: await service.fromChat(input) };
}

export { createQnaService, type QnaService } from './service';
export { createQnaOpsService, type QnaOpsService } from './ops-service';
