import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAMPUS_API,
  EMPLOYER_API,
  campusPostingInputSchema,
  campusPostingPageSchema,
  campusPostingsQuerySchema,
  campusStatusSchema,
  campusVerifyInputSchema,
  companyCampusSchema,
  envelopeSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import type { CampusActing, CampusService } from './service';

const actingOf = (request: FastifyRequest): CampusActing => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, ip: request.ip };
};

/**
 * 캠퍼스 인증 for members (/person/myhome/campus) and 캠퍼스 채용 for company
 * members (decision 0042). Every route needs a login; the policy refuses
 * the wrong role (102), and campus postings are a verified student's only.
 */
export function campusRoutes(service: CampusService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      CAMPUS_API.status,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['campus'],
          summary: '캠퍼스 인증 상태 (제휴 학교 목록, 내 재학생 인증)',
          response: { 200: envelopeSchema(campusStatusSchema) },
        },
      },
      async (request) => ok(await service.status(actingOf(request))),
    );

    app.post(
      CAMPUS_API.verify,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['campus'],
          summary:
            '재학생 인증 (이름·생년월일·학번을 제휴 학교 명단과 대조; 1202, 실패는 시간당 제한)',
          body: campusVerifyInputSchema,
          response: { 200: envelopeSchema(campusStatusSchema) },
        },
      },
      async (request) =>
        ok(
          await service.verify(actingOf(request), request.body),
          'SUCCESS',
          '재학생 인증을 완료했습니다.',
        ),
    );

    app.delete(
      CAMPUS_API.verify,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['campus'],
          summary: '재학생 인증 해제',
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.unverify(actingOf(request));
        return ok(null, 'DELETED', '재학생 인증을 해제했습니다.');
      },
    );

    app.get(
      CAMPUS_API.postings,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['campus'],
          summary: '우리 학교 캠퍼스 채용 (인증한 재학생만; 진행 중인 공고, 최근 순)',
          querystring: campusPostingsQuerySchema,
          response: { 200: envelopeSchema(campusPostingPageSchema) },
        },
      },
      async (request) => ok(await service.postings(actingOf(request), request.query.page)),
    );

    app.get(
      EMPLOYER_API.campusPostings,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['employer'],
          summary: '캠퍼스 채용: 제휴 학교와 우리 회사의 캠퍼스 공고',
          response: { 200: envelopeSchema(companyCampusSchema) },
        },
      },
      async (request) => ok(await service.companyCampus(actingOf(request))),
    );

    app.post(
      EMPLOYER_API.campusPostings,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['employer'],
          summary: '캠퍼스 공고 지정 (우리 회사 공고, 제휴 중인 학교)',
          body: campusPostingInputSchema,
          response: { 200: envelopeSchema(companyCampusSchema) },
        },
      },
      async (request) =>
        ok(
          await service.setCampusPosting(actingOf(request), request.body, true),
          'CHANGED',
          '캠퍼스 공고로 지정했습니다.',
        ),
    );

    app.delete(
      EMPLOYER_API.campusPostings,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['employer'],
          summary: '캠퍼스 공고 지정 해제',
          body: campusPostingInputSchema,
          response: { 200: envelopeSchema(companyCampusSchema) },
        },
      },
      async (request) =>
        ok(
          await service.setCampusPosting(actingOf(request), request.body, false),
          'CHANGED',
          '캠퍼스 공고 지정을 해제했습니다.',
        ),
    );

    done();
  };
}
