import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDetailSchema,
  applicationIdBodySchema,
  applicationIdQuerySchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSummarySchema,
  certificateIssueSchema,
  certificateQuerySchema,
  employmentCertificateSchema,
  envelopeSchema,
  externalStatusSchema,
  returnRequestSchema,
  APPLICATION_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { actingOf } from './acting';
import { applyRoutes } from './apply-routes';
import { createApplyService } from './apply-service';
import { createCertificateService } from './certificate';
import { createResumeService } from '../resumes';
import { createApplicationService } from './service';
import { endApplicationsOfWithdrawn } from './withdrawal';

const TAGS = ['applications'];

/**
 * Applying and the member's applications (decision 0034): the apply
 * screen's calls (apply-routes.ts), 지원 현황, its changes, and the
 * 취업활동 증명서. Every route needs a login and the application policy
 * (a job seeker's own; company members and operators are refused, 102).
 */
export const applicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const clock = app.clock;
  const notices = { alarms: app.alarms, outbox: app.outbox };
  const apply = createApplyService({
    db,
    clock,
    files: app.files,
    resumes: createResumeService(db, app.files, clock),
    notices,
    retentionDays: app.config.applications.retentionDays,
  });
  const applications = createApplicationService({ db, clock, files: app.files });
  const certificates = createCertificateService({ db, clock });
  const paths = APPLICATION_API;
  // A withdrawal cancels live applications and destroys every snapshot, in its own transaction.
  app.withdrawalHooks.provide('applications', (tx, memberId, now) =>
    endApplicationsOfWithdrawn(tx, app.files, memberId, now),
  );

  app.get(
    paths.list,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '내 지원 현황 목록 (기간·상태·일터/외부 지원 필터, 최근 지원 순)',
        querystring: applicationListQuerySchema,
        response: { 200: envelopeSchema(applicationPageSchema) },
      },
    },
    async (request) => ok(await applications.list(actingOf(request), request.query)),
  );

  app.get(
    paths.detail,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '지원 상세: 진행 이력, 전형별 지원자 수, 기업의 열람 기록, 답변과 첨부파일',
        querystring: applicationIdQuerySchema,
        response: { 200: envelopeSchema(applicationDetailSchema) },
      },
    },
    async (request) =>
      ok(await applications.detail(actingOf(request), request.query.applicationId)),
  );

  app.post(
    paths.cancel,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '지원 취소 (기업이 열람하기 전까지; 제출한 서류와 파일은 바로 파기)',
        body: applicationIdBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await applications.cancel(actingOf(request), request.body.applicationId);
      return ok(null, 'SUCCESS', '지원을 취소했습니다.');
    },
  );

  app.put(
    paths.externalStatus,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '외부 지원의 진행 상태 (회원이 직접 기록)',
        body: externalStatusSchema,
        response: { 200: envelopeSchema(applicationSummarySchema) },
      },
    },
    async (request) => {
      const { applicationId, status } = request.body;
      return ok(
        await applications.setExternalStatus(actingOf(request), applicationId, status),
        'CHANGED',
      );
    },
  );

  app.post(
    paths.returnRequest,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '채용서류 반환·파기 요청 (채용절차법 제11조; 불합격 확정 후 한 번, 기업 보관본은 바로 파기)',
        body: returnRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { applicationId, kind } = request.body;
      await applications.requestReturn(actingOf(request), applicationId, kind);
      return ok(null, 'SUCCESS', '요청을 처리했습니다. 기업에 제출된 채용서류를 파기했습니다.');
    },
  );

  app.post(
    paths.certificate,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '취업활동 증명서 발급 (최대 90일, 취소한 지원 제외, 발급번호로 기업이 확인)',
        body: certificateIssueSchema,
        response: { 201: envelopeSchema(employmentCertificateSchema) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.body;
      const certificate = await certificates.issue(actingOf(request), from, to);
      return reply
        .status(201)
        .send(ok(certificate, 'REGISTERED', '취업활동 증명서를 발급했습니다.'));
    },
  );

  app.get(
    paths.certificate,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '내 취업활동 증명서 (인쇄용, 발급한 회원만)',
        querystring: certificateQuerySchema,
        response: { 200: envelopeSchema(employmentCertificateSchema) },
      },
    },
    async (request) => ok(await certificates.read(actingOf(request), request.query.certNo)),
  );

  app.register(applyRoutes, { apply });
  done();
};
