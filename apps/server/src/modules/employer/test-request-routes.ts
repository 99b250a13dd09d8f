import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  EMPLOYER_API,
  envelopeSchema,
  sharedTestResultSchema,
  testRequestCreateSchema,
  testRequestListQuerySchema,
  testRequestPageSchema,
  testRequestResultSchema,
  testResultQuerySchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { sharedResultFor } from '../bti';
import { companyActingOf } from './acting';
import { pageOf } from './presenter';
import { presentSharedResult } from './test-request-presenter';
import { createTestRequestService } from './test-request-service';

const TAGS = ['employer'];

/**
 * 검사 대상자 (issue 24, decision 0043): the company side of the vocational
 * test. The member side (taking it, sharing the result) is the bti area's.
 */
export const testRequestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const requests = createTestRequestService({
    db,
    clock: app.clock,
    alarms: app.alarms,
    outbox: app.outbox,
    sharedResultFor,
  });
  const acting = (request: Parameters<typeof companyActingOf>[1]) => companyActingOf(db, request);
  const paths = EMPLOYER_API;

  app.post(
    paths.testRequests,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '공고 지원자에게 직업 성향 검사 요청 (새 요청마다 검사 수량 1건; 대상자 없음 1104, 수량 부족 1105; 이미 요청한 지원자는 건너뜀)',
        body: testRequestCreateSchema,
        response: {
          200: envelopeSchema(testRequestResultSchema),
          201: envelopeSchema(testRequestResultSchema),
        },
      },
    },
    async (request, reply) => {
      const { postingId, applicationIds } = request.body;
      const result = await requests.request(await acting(request), postingId, applicationIds);
      if (result.requested === 0) {
        return ok(
          result,
          'SUCCESS',
          '이미 검사를 요청한 지원자들입니다. 수량은 차감되지 않았습니다.',
        );
      }
      return reply
        .status(201)
        .send(
          ok(
            result,
            'REGISTERED',
            `${String(result.requested)}명에게 검사를 요청했습니다. 지원자에게 알림과 메일을 보냈습니다.`,
          ),
        );
    },
  );

  app.get(
    paths.testRequests,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '공고의 검사 요청 목록 (지원자 이름, 요청일, 완료일, 결과 공유 여부)',
        querystring: testRequestListQuerySchema,
        response: { 200: envelopeSchema(testRequestPageSchema) },
      },
    },
    async (request) => {
      const { postingId, page, size } = request.query;
      const { items, total } = await requests.list(await acting(request), postingId, page, size);
      return ok(pageOf(items, page, size, total));
    },
  );

  app.get(
    paths.testResult,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '지원자가 공유한 검사 결과 (공유하지 않았거나 검사 전이면 404)',
        querystring: testResultQuerySchema,
        response: { 200: envelopeSchema(sharedTestResultSchema) },
      },
    },
    async (request) => {
      const { request: row, result } = await requests.result(
        await acting(request),
        request.query.requestId,
      );
      return ok(presentSharedResult(row, result));
    },
  );

  done();
};
