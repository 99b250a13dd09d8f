import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  operatorSchema,
  OPS_API,
  OPS_LIMITS,
  opsApprovalQuerySchema,
  opsApproveSchema,
  opsAuditPageSchema,
  opsAuditQuerySchema,
  opsLoginRequestSchema,
  opsLoginResultSchema,
  opsMemberPageSchema,
  opsMemberQuerySchema,
  opsReasonedActionSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { accountOf } from '../../http/policy';
import { originOf, setSessionCookies } from '../auth';
import { createRequireOperator } from './guard';
import { presentAuditEntry, presentMember } from './presenter';
import { opsRepository } from './repository';
import { createOpsService, type AccountDecision } from './service';
import { createTotp } from './totp';

const TAGS = ['ops'];
const done200 = { 200: envelopeSchema(z.null()) };

const pageOf = <T>(items: T[], page: number, total: number) => ({
  items,
  page,
  size: OPS_LIMITS.pageSize,
  total,
  totalPages: Math.ceil(total / OPS_LIMITS.pageSize),
});

/** The operator console's API (decision 0026): sign-in with TOTP, accounts, approvals, the audit log. */
export const opsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const service = createOpsService({
    db,
    sessions: app.sessions,
    totp: createTotp(app.config.secrets.identity),
    clock: app.clock,
  });

  const requireOperator = createRequireOperator(app);

  app.post(
    OPS_API.login,
    {
      schema: {
        tags: TAGS,
        summary: '운영자 로그인: 비밀번호와 TOTP 인증 코드 (첫 로그인은 인증 앱 등록)',
        body: opsLoginRequestSchema,
        response: { 200: envelopeSchema(opsLoginResultSchema) },
      },
    },
    async (request, reply) => {
      // Only our own script sends this header; a cross-site form post cannot.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw rejected.badRequest('잘못된 로그인 요청입니다.');
      }
      const outcome = await service.login(request.body, originOf(request));
      void reply.header('Cache-Control', 'no-store');
      if (outcome.state === 'enrol') return ok(outcome);
      setSessionCookies(reply, outcome.tokens, app.config.isProduction);
      reply.rotateCsrfSecret();
      const { loginId, name } = outcome.user;
      return ok({ state: 'signed-in' as const, loginId, name });
    },
  );

  app.get(
    OPS_API.me,
    {
      preValidation: requireOperator,
      schema: {
        tags: TAGS,
        summary: '로그인한 운영자',
        response: { 200: envelopeSchema(operatorSchema) },
      },
    },
    (request) => {
      const { user } = accountOf(request);
      return ok({ loginId: user.loginId, name: user.name });
    },
  );

  app.get(
    OPS_API.members,
    {
      preValidation: requireOperator,
      schema: {
        tags: TAGS,
        summary: '회원 검색 (아이디·이름·이메일 일부, 역할, 상태)',
        querystring: opsMemberQuerySchema,
        response: { 200: envelopeSchema(opsMemberPageSchema) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await opsRepository.searchAccounts(db, filter, page);
      return ok(pageOf(rows.map(presentMember), page, total));
    },
  );

  app.get(
    OPS_API.approvals,
    {
      preValidation: requireOperator,
      schema: {
        tags: TAGS,
        summary: '승인 대기 중인 기업회원',
        querystring: opsApprovalQuerySchema,
        response: { 200: envelopeSchema(opsMemberPageSchema) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await opsRepository.searchAccounts(
        db,
        { role: 'company', status: 'pending' },
        page,
      );
      return ok(pageOf(rows.map(presentMember), page, total));
    },
  );

  const decision = (
    path: string,
    action: AccountDecision,
    summary: string,
    body: typeof opsReasonedActionSchema | typeof opsApproveSchema,
    message: string,
  ) =>
    app.post(
      path,
      {
        preValidation: requireOperator,
        schema: { tags: TAGS, summary, body, response: done200 },
      },
      async (request) => {
        const { actor, user } = accountOf(request);
        const target = request.body as { userId: string; reason?: string };
        await service.decide({ actor, userId: user.userId }, action, target, originOf(request));
        return ok(null, 'CHANGED', message);
      },
    );

  decision(
    OPS_API.lock,
    'member-lock',
    '회원 잠금 (사유 필수; 로그인하면 703)',
    opsReasonedActionSchema,
    '회원을 잠갔습니다.',
  );
  decision(
    OPS_API.unlock,
    'member-unlock',
    '회원 잠금 해제 (사유 필수)',
    opsReasonedActionSchema,
    '잠금을 해제했습니다.',
  );
  decision(
    OPS_API.approve,
    'company-approve',
    '기업회원 승인',
    opsApproveSchema,
    '기업회원을 승인했습니다.',
  );
  decision(
    OPS_API.reject,
    'company-reject',
    '기업회원 거절 (사유 필수; 로그인하면 703)',
    opsReasonedActionSchema,
    '기업회원 가입을 거절했습니다.',
  );

  app.get(
    OPS_API.audit,
    {
      preValidation: requireOperator,
      schema: {
        tags: TAGS,
        summary: '운영 기록 (최신순)',
        querystring: opsAuditQuerySchema,
        response: { 200: envelopeSchema(opsAuditPageSchema) },
      },
    },
    async (request) => {
      const { page, action } = request.query;
      const { rows, total } = await opsRepository.auditPage(db, action, page);
      return ok(pageOf(rows.map(presentAuditEntry), page, total));
    },
  );

  done();
};
