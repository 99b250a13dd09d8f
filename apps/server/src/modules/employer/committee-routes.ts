import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  certificateVerifyQuerySchema,
  committeeChangeSchema,
  committeeQuerySchema,
  committeeSchema,
  EMPLOYER_API,
  employmentCertificateSchema,
  envelopeSchema,
  evaluationQuerySchema,
  evaluationScoreSchema,
  evaluationSummarySchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { findCertificate } from '../applications';
import { companyActingOf } from './acting';
import { createCommitteeService } from './committee-service';
import { employerPolicy } from './policy';

const TAGS = ['employer'];

/**
 * Evaluation committees per posting stage (804, 805), the evaluators'
 * scores and the summary; and the check of a 취업활동 증명서 a job seeker
 * handed to the company.
 */
export const committeeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const committees = createCommitteeService(db, app.clock);
  const acting = (request: Parameters<typeof companyActingOf>[1]) => companyActingOf(db, request);
  const path = EMPLOYER_API.committee;

  app.get(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '전형 단계의 평가위원 (평가 진행 중 여부 포함)',
        querystring: committeeQuerySchema,
        response: { 200: envelopeSchema(committeeSchema) },
      },
    },
    async (request) => {
      const { postingId, stageNo } = request.query;
      return ok(await committees.get(await acting(request), postingId, stageNo));
    },
  );

  app.post(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '평가위원 추가 (같은 기업의 기업회원, 최대 4명: 804; 평가가 시작되면 805)',
        body: committeeChangeSchema,
        response: { 200: envelopeSchema(committeeSchema) },
      },
    },
    async (request) =>
      ok(
        await committees.add(await acting(request), request.body),
        'CHANGED',
        '평가위원을 추가했습니다.',
      ),
  );

  app.delete(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '평가위원 삭제 (평가가 시작되면 805)',
        body: committeeChangeSchema,
        response: { 200: envelopeSchema(committeeSchema) },
      },
    },
    async (request) =>
      ok(
        await committees.remove(await acting(request), request.body),
        'DELETED',
        '평가위원을 삭제했습니다.',
      ),
  );

  app.post(
    EMPLOYER_API.score,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '평가 점수 입력 (그 전형의 평가위원만, 0~100점, 다시 주면 바뀜)',
        body: evaluationScoreSchema,
        response: { 200: envelopeSchema(evaluationSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await committees.score(await acting(request), request.body),
        'CHANGED',
        '평가 점수를 저장했습니다.',
      ),
  );

  app.get(
    EMPLOYER_API.evaluation,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '지원서의 전형 평가 (위원별 점수, 평균, 모두 입력했는지, 60점 이상이면 합격 추천)',
        querystring: evaluationQuerySchema,
        response: { 200: envelopeSchema(evaluationSummarySchema) },
      },
    },
    async (request) => {
      const { applicationId, stageNo } = request.query;
      return ok(await committees.evaluation(await acting(request), applicationId, stageNo));
    },
  );

  app.get(
    EMPLOYER_API.verifyCertificate,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '취업활동 증명서 진위 확인 (발급번호로; 기업회원만)',
        querystring: certificateVerifyQuerySchema,
        response: { 200: envelopeSchema(employmentCertificateSchema) },
      },
    },
    async (request) => {
      const who = await acting(request);
      employerPolicy.authorize(who.actor, 'verify-certificate', {
        companyId: who.companyId,
        actorCompanyId: who.companyId,
      });
      const certificate = await findCertificate(db, request.query.certNo);
      if (!certificate) throw rejected.notFound('이 발급번호로 발급된 취업활동 증명서가 없습니다.');
      return ok(certificate);
    },
  );

  done();
};
