import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  API_KEY_API,
  apiKeyIdQuerySchema,
  apiKeyInputSchema,
  apiKeyIssuedSchema,
  apiKeyListSchema,
  envelopeSchema,
  validKeyBodySchema,
  validKeyResultSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import type { Acting, OpenApiService } from './service';

const TAGS = ['open-api'];

const actingOf = (request: FastifyRequest): Acting => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId };
};

/**
 * My home's API keys (members and company members; login required; the
 * policy refuses operators and another account's key with 102) and the
 * public valid-key check, which answers in the app's envelope with the
 * OpenDART status inside (a malformed key is status 100, not a 400).
 */
export function apiKeyRoutes(service: OpenApiService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      API_KEY_API.keys,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '내 API 인증키 목록 (앞 8자, 발급일, 마지막 사용, 오늘 호출 수와 한도, 허용 IP)',
          response: { 200: envelopeSchema(apiKeyListSchema) },
        },
      },
      async (request) => ok(await service.list(actingOf(request))),
    );

    app.post(
      API_KEY_API.keys,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'API 인증키 발급 (키는 이 응답에서 한 번만 보입니다; 살아 있는 키 5개까지)',
          body: apiKeyInputSchema,
          response: { 201: envelopeSchema(apiKeyIssuedSchema) },
        },
      },
      async (request, reply) => {
        const issued = await service.issue(actingOf(request), request.body);
        return reply
          .status(201)
          .send(
            ok(issued, 'REGISTERED', 'API 인증키를 발급했습니다. 이 키는 다시 볼 수 없습니다.'),
          );
      },
    );

    app.delete(
      API_KEY_API.keys,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'API 인증키 폐기 (내 키만; 폐기한 키는 바로 쓸 수 없습니다)',
          querystring: apiKeyIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.revoke(actingOf(request), request.query.keyId);
        return ok(null, 'DELETED', 'API 인증키를 폐기했습니다.');
      },
    );

    app.post(
      API.cmmn.externalApiValidKey,
      {
        schema: {
          tags: TAGS,
          summary:
            'API 인증키 확인 (000 사용 가능, 010 미등록, 011 폐기, 012 IP 불허, 020 한도 초과, 100 형식 오류; 주소당 1분에 30회)',
          body: validKeyBodySchema,
          response: { 200: envelopeSchema(validKeyResultSchema) },
        },
      },
      async (request) => ok(await service.check(request.body.apiKey, request.ip)),
    );

    done();
  };
}
