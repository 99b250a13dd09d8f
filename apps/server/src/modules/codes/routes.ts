import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  API,
  commonCodeQuerySchema,
  commonCodeResultSchema,
  envelopeSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { createCodeRepository } from './repository';
import { createCodeService } from './service';

export const codeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCodeService(createCodeRepository(app.database.db));

  app.get(
    API.cmmn.codes,
    {
      schema: {
        tags: ['cmmn'],
        summary:
          '공통 코드 조회 (지역, 직종, 학력, 경력, 고용형태, 급여, 기업형태, 복리후생, 우대조건 …)',
        querystring: commonCodeQuerySchema,
        response: { 200: envelopeSchema(commonCodeResultSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.getCodes(request.query);
      void reply.header('Cache-Control', 'public, max-age=300');
      return ok(data);
    },
  );
  done();
};
