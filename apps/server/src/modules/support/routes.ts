import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  faqListQuerySchema,
  faqListSchema,
  faqVoteResultSchema,
  faqVoteSchema,
  noticeDetailSchema,
  noticeIdQuerySchema,
  noticeListQuerySchema,
  noticePageSchema,
  SUPPORT_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { viewerOf } from '../auth';
import type { SupportService } from './service';
import { viewerKey } from '../../lib/viewer-key';

const TAGS = ['support'];

/**
 * 공지사항 and 자주 묻는 질문 for everyone (no login): lists, a notice's
 * detail (which counts the view) and the FAQ's "도움이 되었나요" vote, kept
 * per member or per visitor's keyed hash.
 */
export function supportRoutes(service: SupportService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const viewer = viewerOf(app);
    const keyOf = async (request: FastifyRequest): Promise<string> =>
      viewerKey(app.config.secrets.cookie, 'support-viewer', {
        userId: (await viewer(request))?.userId ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });

    app.get(
      SUPPORT_API.notices,
      {
        schema: {
          tags: TAGS,
          summary: '공지사항 목록 (고정 공지 먼저, 최신 순; 분류·검색)',
          querystring: noticeListQuerySchema,
          response: { 200: envelopeSchema(noticePageSchema) },
        },
      },
      async (request) => ok(await service.notices(request.query)),
    );

    app.get(
      SUPPORT_API.noticeDetail,
      {
        schema: {
          tags: TAGS,
          summary: '공지사항 상세 (첨부 파일, 이전글·다음글; 조회수는 보는 사람마다 하루 한 번)',
          querystring: noticeIdQuerySchema,
          response: { 200: envelopeSchema(noticeDetailSchema) },
        },
      },
      async (request) => ok(await service.notice(request.query.noticeId, await keyOf(request))),
    );

    app.get(
      SUPPORT_API.faq,
      {
        schema: {
          tags: TAGS,
          summary: '자주 묻는 질문 (분류·검색; 내가 남긴 도움 여부)',
          querystring: faqListQuerySchema,
          response: { 200: envelopeSchema(faqListSchema) },
        },
      },
      async (request) => ok(await service.faq(request.query, await keyOf(request))),
    );

    app.post(
      SUPPORT_API.faqVote,
      {
        schema: {
          tags: TAGS,
          summary: '도움이 되었나요 (회원·방문자마다 한 표; 다시 고르면 바뀜)',
          body: faqVoteSchema,
          response: { 200: envelopeSchema(faqVoteResultSchema) },
        },
      },
      async (request) => {
        const { faqId, helpful } = request.body;
        await service.vote(faqId, await keyOf(request), helpful);
        return ok({ faqId, helpful }, 'SUCCESS', '의견을 보내 주셔서 감사합니다.');
      },
    );

    done();
  };
}
