import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  applicantDetailSchema,
  applicantFileQuerySchema,
  applicantListQuerySchema,
  applicantPageSchema,
  applicantSummarySchema,
  applicationIdQuerySchema,
  companySignUpSchema,
  EMPLOYER_API,
  employerPostingPageSchema,
  employerPostingsQuerySchema,
  envelopeSchema,
  signUpResultSchema,
  stageDecisionSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { originOf } from '../auth';
import { contentDisposition } from '../files';
import { companyActingOf } from './acting';
import { committeeRoutes } from './committee-routes';
import { pageOf, presentApplicant, presentApplicantDetail } from './presenter';
import { scheduleRetention } from './retention';
import { createScreeningService } from './screening-service';
import { createCompanySignUpService } from './sign-up-service';
import { testRequestRoutes } from './test-request-routes';

const TAGS = ['employer'];

/**
 * The employer's screening API (decision 0034): company member sign-up,
 * the company's postings and applicants, snapshots and their files,
 * decisions by the stage rules, committees and scores; and the hourly
 * retention run. No employer screens are in the spec: OpenAPI documents it.
 */
export const employerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const signUp = createCompanySignUpService(db);
  const screening = createScreeningService({
    db,
    clock: app.clock,
    storage: app.fileStorage,
    describeFiles: (tx, names) => app.files.describe(tx, names),
    alarms: app.alarms,
    outbox: app.outbox,
  });
  const acting = (request: Parameters<typeof companyActingOf>[1]) => companyActingOf(db, request);
  const signUpLimit = { max: app.config.rateLimit.signUpPerIp, windowSeconds: 60 * 60 };
  const paths = EMPLOYER_API;

  scheduleRetention(app);

  app.post(
    paths.signUp,
    {
      // Counted before validation, as the member sign-up, so malformed attempts count too.
      preValidation: async (request) => {
        const limit = await hitRateCounter(db, `company-sign-up:ip:${request.ip}`, signUpLimit);
        if (!limit.allowed) {
          throw rejected.tooManyRequests('가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
        }
      },
      schema: {
        tags: TAGS,
        summary:
          '기업회원 가입 (사업자등록번호로 기업 연결·등록; 운영자 승인 전까지 로그인 시 702)',
        body: companySignUpSchema,
        response: { 201: envelopeSchema(signUpResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await signUp.signUp(request.body, originOf(request));
      return reply
        .status(201)
        .send(
          ok(
            result,
            'REGISTERED',
            '기업회원 가입 신청이 접수되었습니다. 운영자 승인 후 로그인할 수 있습니다.',
          ),
        );
    },
  );

  app.get(
    paths.postings,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '우리 기업의 채용공고 (지원자 수, 미열람 수, 전형 단계)',
        querystring: employerPostingsQuerySchema,
        response: { 200: envelopeSchema(employerPostingPageSchema) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await screening.postings(await acting(request), page, size);
      return ok(pageOf(items, page, size, total));
    },
  );

  app.get(
    paths.applicants,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '공고의 지원자 목록 (전형 단계·상태·열람 여부로 거르기, 최근 지원 순)',
        querystring: applicantListQuerySchema,
        response: { 200: envelopeSchema(applicantPageSchema) },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      const { rows, total } = await screening.applicants(await acting(request), filter, page, size);
      return ok(pageOf(rows.map(presentApplicant), page, size, total));
    },
  );

  app.get(
    paths.applicant,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '지원서 열람 (보낸 그대로의 사본; 열람마다 기록, 담당자당 시간당 횟수 제한, 첫 열람은 지원자에게 알림)',
        querystring: applicationIdQuerySchema,
        response: { 200: envelopeSchema(applicantDetailSchema) },
      },
    },
    async (request) => {
      const opened = await screening.openApplicant(
        await acting(request),
        request.query.applicationId,
      );
      return ok(presentApplicantDetail(opened.app, opened.snapshot, opened.events, opened.campus));
    },
  );

  app.get(
    paths.applicantFile,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '지원서 첨부파일 내려받기 (그 지원서의 파일만; 내려받을 때마다 기록)',
        querystring: applicantFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { applicationId, saveName } = request.query;
      const file = await screening.openFile(await acting(request), applicationId, saveName);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.originalName))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    paths.decide,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '전형 결과 정하기 (합격·불합격·최종 합격·보류; 801 최종 단계, 802 최종 아님, 803 이후 단계에서 확정)',
        body: stageDecisionSchema,
        response: { 200: envelopeSchema(applicantSummarySchema) },
      },
    },
    async (request) => {
      const { applicationId, stageNo, result } = request.body;
      const decided = await screening.decide(await acting(request), applicationId, stageNo, result);
      return decided.changed
        ? ok(
            presentApplicant(decided.app),
            'CHANGED',
            '전형 결과를 저장하고 지원자에게 알렸습니다.',
          )
        : ok(presentApplicant(decided.app), 'SUCCESS', '이미 그 결과로 정해져 있습니다.');
    },
  );

  app.register(committeeRoutes);
  app.register(testRequestRoutes);
  done();
};
