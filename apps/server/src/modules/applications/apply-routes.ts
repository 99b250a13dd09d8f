import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  applyFormQuerySchema,
  applyFormSchema,
  applyResultSchema,
  applySubmitSchema,
  envelopeSchema,
  externalApplySchema,
  APPLICATION_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { actingOf } from './acting';
import type { ApplyService } from './apply-service';

const TAGS = ['applications'];

/** 입사 지원 (the apply screen's calls, under recrt-info). */
export const applyRoutes: FastifyPluginCallbackZod<{ apply: ApplyService }> = (
  app,
  { apply },
  done,
) => {
  const paths = APPLICATION_API;

  app.get(
    paths.form,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '입사 지원 화면: 공고 요약, 접수 기간, 전형 단계, 문항, 개인정보 제3자 제공 동의, 내 이력서',
        querystring: applyFormQuerySchema,
        response: { 200: envelopeSchema(applyFormSchema) },
      },
    },
    async (request) => ok(await apply.form(actingOf(request), request.query.postingId)),
  );

  app.post(
    paths.apply,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '입사 지원 제출 (이력서·답변·파일의 스냅숏을 한 트랜잭션으로 저장; 301 기간 외, 302 중복, 102 남의 이력서, 901 파일)',
        body: applySubmitSchema,
        response: { 200: envelopeSchema(applyResultSchema) },
      },
    },
    async (request) => {
      const applicationId = await apply.apply(actingOf(request), request.body);
      return ok({ applicationId }, 'SUCCESS', '지원이 완료되었습니다.');
    },
  );

  app.post(
    paths.external,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '외부 지원 기록 (홈페이지·이메일 지원 공고만; 302 중복)',
        body: externalApplySchema,
        response: { 201: envelopeSchema(applyResultSchema) },
      },
    },
    async (request, reply) => {
      const { postingId, note } = request.body;
      const applicationId = await apply.external(actingOf(request), postingId, note);
      return reply
        .status(201)
        .send(ok({ applicationId }, 'REGISTERED', '외부 지원으로 기록했습니다.'));
    },
  );

  done();
};
