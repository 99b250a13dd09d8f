import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COOKIE_NAMES,
  consultingDetailSchema,
  consultingFormQuerySchema,
  consultingFormSchema,
  consultingIdQuerySchema,
  consultingMineQuerySchema,
  consultingPageSchema,
  consultingRequestInputSchema,
  consultingSamplesSchema,
  envelopeSchema,
  CONSULTING_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { accountOf, actorOf } from '../../http/policy';
import { viewerOf } from '../auth';
import type { Acting, ConsultingService } from './service';

const TAGS = ['consulting'];
const consultingIdResultSchema = z.object({ consultingId: z.number().int() });

const actingOf = (request: FastifyRequest): Acting => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId };
};

/**
 * 기업 컨설팅 for members (/person/company/info/consulting and its
 * preview): every route but the samples and a sample's detail needs a
 * login; the policy refuses company members and operators (102).
 */
export function consultingRoutes(service: ConsultingService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const viewer = viewerOf(app);

    app.get(
      CONSULTING_API.form,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '컨설팅 신청 양식 (기업의 진행 중 공고와 문항, 내 이력서, 공고별 진행 중 신청)',
          querystring: consultingFormQuerySchema,
          response: { 200: envelopeSchema(consultingFormSchema) },
        },
      },
      async (request) => ok(await service.form(actingOf(request), request.query.companyId)),
    );

    app.post(
      CONSULTING_API.request,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary:
            '컨설팅 신청 (문항·답변 직접 입력 또는 이력서의 자기소개서 사본; 공고당 진행 중 신청 하나)',
          body: consultingRequestInputSchema,
          response: { 201: envelopeSchema(consultingIdResultSchema) },
        },
      },
      async (request, reply) => {
        const consultingId = await service.request(actingOf(request), request.body);
        return reply.status(201).send(ok({ consultingId }, 'REGISTERED', '컨설팅을 신청했습니다.'));
      },
    );

    app.delete(
      CONSULTING_API.request,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '컨설팅 신청 취소 (접수 상태일 때만)',
          querystring: consultingIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.cancel(actingOf(request), request.query.consultingId);
        return ok(null, 'DELETED', '컨설팅 신청을 취소했습니다.');
      },
    );

    app.get(
      CONSULTING_API.mine,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '내 컨설팅 신청 목록 (최근 순)',
          querystring: consultingMineQuerySchema,
          response: { 200: envelopeSchema(consultingPageSchema) },
        },
      },
      async (request) => ok(await service.mine(actingOf(request), request.query)),
    );

    app.get(
      CONSULTING_API.samples,
      {
        schema: {
          tags: TAGS,
          summary: '컨설팅 결과 예시 (익명 처리된 샘플, 로그인 없이)',
          response: { 200: envelopeSchema(consultingSamplesSchema) },
        },
      },
      async () => ok(await service.samples()),
    );

    app.get(
      CONSULTING_API.detail,
      {
        schema: {
          tags: TAGS,
          summary: '컨설팅 결과 (내 신청 또는 샘플; 코멘트와 총평은 완료된 뒤에)',
          querystring: consultingIdQuerySchema,
          response: { 200: envelopeSchema(consultingDetailSchema) },
        },
      },
      async (request) => {
        const user = await viewer(request);
        try {
          return ok(
            await service.detail(
              { actor: actorOf(user), userId: user?.userId ?? null },
              request.query.consultingId,
            ),
          );
        } catch (err) {
          // A member whose access token ran out refreshes it, rather than being logged out.
          const hasSession =
            request.access !== null || Boolean(request.cookies[COOKIE_NAMES.refreshToken]);
          if (
            err instanceof AppError &&
            err.key === 'LOGIN_REQUIRED' &&
            user === null &&
            hasSession
          ) {
            throw new AppError('ACCESS_TOKEN_EXPIRED');
          }
          throw err;
        }
      },
    );

    done();
  };
}
