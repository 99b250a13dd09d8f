import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_API,
  chatAutoAnswersInputSchema,
  chatAutoAnswersSchema,
  chatHistorySchema,
  chatImageQuerySchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatReadInputSchema,
  chatSendInputSchema,
  chatSendResultSchema,
  chatSessionInputSchema,
  chatSessionSchema,
  chatStartInputSchema,
  chatStatusSchema,
  chatToInquiryInputSchema,
  chatToInquiryResultSchema,
  contentPath,
  envelopeSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { accountOf } from '../../http/policy';
import { contentDisposition } from '../files';
import type { ChatActor, ChatService } from './service';

const TAGS = ['chat'];

/** The account behind requireUser, with its operator flags (a counsellor uses the same calls). */
export const chatActorOf = (request: FastifyRequest): ChatActor => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, flags: user.opsFlags };
};

/**
 * 커리어 상담 채팅 over HTTP (decision 0038): the member's status, start,
 * end, history, automatic answers and 1:1 문의; and, for both sides, the
 * history/resume read, send and read receipts the SSE fallback uses.
 */
export function chatRoutes(service: ChatService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const pre = { preValidation: app.requireUser };

    app.get(
      CHAT_API.status,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '상담 채팅 상태 (상담 시간, 상담 가능한 상담사, 대기 인원, 내 진행 중 상담)',
          response: { 200: envelopeSchema(chatStatusSchema) },
        },
      },
      async (request) => ok(await service.status(chatActorOf(request))),
    );

    app.post(
      CHAT_API.start,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '상담 시작 (상담 시간에만; 진행 중인 상담이 있으면 그 상담)',
          body: chatStartInputSchema,
          response: { 200: envelopeSchema(chatSessionSchema) },
        },
      },
      async (request) => ok(await service.start(chatActorOf(request), request.body.topic)),
    );

    app.get(
      CHAT_API.messages,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '상담 메시지 (after 다음부터 순서대로, 최대 200개; 종료된 상담도)',
          querystring: chatMessagesQuerySchema,
          response: { 200: envelopeSchema(chatMessagesSchema) },
        },
      },
      async (request) =>
        ok(
          await service.messages(
            chatActorOf(request),
            request.query.sessionId,
            request.query.after,
          ),
        ),
    );

    app.post(
      CHAT_API.send,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '메시지 보내기 (저장 후 응답; 같은 clientId는 같은 메시지)',
          body: chatSendInputSchema,
          response: { 200: envelopeSchema(chatSendResultSchema) },
        },
      },
      async (request) => {
        const { message } = await service.send(chatActorOf(request), request.body);
        return ok({ clientId: message.clientId, messageId: message.messageId });
      },
    );

    app.post(
      CHAT_API.read,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '읽음 표시 (messageId까지 읽음; 뒤로 가지 않음)',
          body: chatReadInputSchema,
          response: { 200: envelopeSchema(z.object({ messageId: z.number().int() })) },
        },
      },
      async (request) => {
        const { sessionId, messageId } = request.body;
        return ok({ messageId: await service.read(chatActorOf(request), sessionId, messageId) });
      },
    );

    app.post(
      CHAT_API.end,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '상담 종료 (회원)',
          body: chatSessionInputSchema,
          response: { 200: envelopeSchema(chatSessionSchema) },
        },
      },
      async (request) =>
        ok(
          await service.end(chatActorOf(request), request.body.sessionId),
          'CHANGED',
          '상담을 종료했습니다.',
        ),
    );

    app.get(
      CHAT_API.history,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '내 상담 내역 (최근 순)',
          response: { 200: envelopeSchema(chatHistorySchema) },
        },
      },
      async (request) => ok({ items: await service.history(chatActorOf(request)) }),
    );

    app.post(
      CHAT_API.autoAnswers,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '자동 답변 (자주 묻는 질문과 취업 가이드에서 최대 5개)',
          body: chatAutoAnswersInputSchema,
          response: { 200: envelopeSchema(chatAutoAnswersSchema) },
        },
      },
      async (request) => ok({ items: await service.autoAnswers(request.body.q) }),
    );

    app.post(
      CHAT_API.toInquiry,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '1:1 문의로 남기기',
          body: chatToInquiryInputSchema,
          response: { 201: envelopeSchema(chatToInquiryResultSchema) },
        },
      },
      async (request, reply) => {
        const { inquiryId } = await service.toInquiry(chatActorOf(request), request.body);
        return reply
          .status(201)
          .send(
            ok(
              { inquiryId, path: contentPath('qna-inquiry', String(inquiryId)) },
              'REGISTERED',
              '1:1 문의로 남겼습니다. 답변이 등록되면 알려 드립니다.',
            ),
          );
      },
    );

    app.get(
      CHAT_API.image,
      {
        ...pre,
        schema: {
          tags: TAGS,
          summary: '상담 메시지의 이미지 (그 상담의 회원과 상담사만)',
          querystring: chatImageQuerySchema,
        },
      },
      async (request, reply) => {
        const { sessionId, saveName } = request.query;
        const file = await service.image(chatActorOf(request), sessionId, saveName);
        const stream = await app.fileStorage.get(file.saveName);
        if (!stream) throw rejected.notFound('이미지를 찾을 수 없습니다.');
        return reply
          .header('Content-Type', file.mime)
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', contentDisposition(file.originalName))
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, no-store')
          .send(stream);
      },
    );

    done();
  };
}
