import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  OPS_API,
  envelopeSchema,
  opsPartnerListSchema,
  opsPartnerSchema,
  partnerInputSchema,
  rosterCsvSchema,
  rosterResultSchema,
  universityIdQuerySchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { PartnerOperator, PartnersOpsService } from './ops-service';

const TAGS = ['ops'];
/** A roster of ROSTER_MAX_ROWS rows of Korean names stays well under this. */
const ROSTER_BODY_LIMIT = 4 * 1024 * 1024;

const operatorOf = (request: FastifyRequest): PartnerOperator => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, origin: originOf(request) };
};

/** 제휴 학교 in the console under /api/v1/ops: operators only, every write audited. */
export function partnersOpsRoutes(service: PartnersOpsService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    // The roster arrives as the CSV file's text (text/csv), read in this plugin's scope only.
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: ROSTER_BODY_LIMIT },
      (_request, body, parsed) => {
        parsed(null, String(body));
      },
    );

    app.get(
      OPS_API.partners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '제휴 학교 목록 (상태, 명단 인원, 인증한 재학생, 제휴·종료일)',
          response: { 200: envelopeSchema(opsPartnerListSchema) },
        },
      },
      async (request) => ok(await service.list(operatorOf(request))),
    );

    app.post(
      OPS_API.partners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '제휴 학교 등록 (이미 제휴 중이면 1201; 운영 기록)',
          body: partnerInputSchema,
          response: { 201: envelopeSchema(opsPartnerSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await service.register(operatorOf(request), request.body.name),
              'REGISTERED',
              '제휴 학교를 등록했습니다.',
            ),
          ),
    );

    app.delete(
      OPS_API.partners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '제휴 종료 (명단, 재학생 인증, 캠퍼스 공고를 함께 삭제; 운영 기록)',
          querystring: universityIdQuerySchema,
          response: { 200: envelopeSchema(opsPartnerSchema) },
        },
      },
      async (request) =>
        ok(
          await service.end(operatorOf(request), request.query.universityId),
          'CHANGED',
          '제휴를 종료하고 명단을 삭제했습니다.',
        ),
    );

    app.post(
      OPS_API.partnerRoster,
      {
        preValidation: requireOperator,
        bodyLimit: ROSTER_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary:
            '재학생 명단 등록 (CSV: 이름,생년월일,학번; 이전 명단을 바꿈; 잘못된 행이 있으면 저장하지 않음)',
          consumes: ['text/csv'],
          querystring: universityIdQuerySchema,
          body: rosterCsvSchema,
          response: { 200: envelopeSchema(rosterResultSchema) },
        },
      },
      async (request) =>
        ok(
          await service.uploadRoster(operatorOf(request), request.query.universityId, request.body),
          'CHANGED',
          '재학생 명단을 등록했습니다.',
        ),
    );

    done();
  };
}
