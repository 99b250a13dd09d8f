import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  COOKIE_NAMES,
  SESSION,
  changePasswordSchema,
  checkLoginIdQuerySchema,
  checkLoginIdResultSchema,
  consentItemSchema,
  envelopeSchema,
  findIdRequestSchema,
  findIdResultSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  sendMailRequestSchema,
  signUpRequestSchema,
  signUpResultSchema,
  updateAddressSchema,
  updateConsentsSchema,
  updateContactSchema,
  userProfileSchema,
  withdrawRequestSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { originOf, clearSessionCookies, type UserRecord, userRepository } from '../auth';
import { browserBindingOf } from '../../http/csrf';
import { accountOf } from '../../http/policy';
import { consentRepository } from './consent-repository';
import { accountPolicy, type AccountAction } from './policy';
import { createProfileService } from './profile-service';
import { RESET_REQUESTED_MESSAGE, createRecoveryService } from './recovery-service';
import { createSignUpService } from './sign-up-service';

const TAGS = ['account'];
const done200 = { 200: envelopeSchema(z.null()) };

/**
 * The account of a route behind requireUser, once the account policy lets
 * it `action` its own profile.
 */
function member(
  request: FastifyRequest,
  action: AccountAction,
): { user: UserRecord; familyId: string } {
  const { actor, user, own } = accountOf(request);
  if (!request.sessionFamilyId) throw new AppError('ACCESS_TOKEN_EXPIRED');
  accountPolicy.authorize(actor, action, own);
  return { user, familyId: request.sessionFamilyId };
}

/** Sign-up, recovery, the member's profile, withdrawal and sharing by mail. */
export const accountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const secure = app.config.isProduction;
  const signUp = createSignUpService(db, app.identity);
  const recovery = createRecoveryService({
    db,
    identity: app.identity,
    mail: app.mail,
    sessions: app.sessions,
    publicOrigin: app.config.publicOrigin,
  });
  const profiles = createProfileService(db, app.sessions, app.withdrawalHooks);
  const binding = (request: FastifyRequest) => browserBindingOf(request.csrfSecret);
  const signUpLimit = { max: app.config.rateLimit.signUpPerIp, windowSeconds: 60 * 60 };

  app.get(
    API.account.consents,
    {
      schema: {
        tags: TAGS,
        summary: '회원가입 동의 항목 (목적·항목·보유기간·거부권)',
        response: { 200: envelopeSchema(z.array(consentItemSchema)) },
      },
    },
    async () => ok(await consentRepository.current(db)),
  );

  app.get(
    API.account.checkLoginId,
    {
      schema: {
        tags: TAGS,
        summary: '아이디 중복 확인',
        querystring: checkLoginIdQuerySchema,
        response: { 200: envelopeSchema(checkLoginIdResultSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok({ available: !(await userRepository.loginIdTaken(db, request.query.loginId)) }),
  );

  app.post(
    API.account.signUp,
    {
      // Counted before validation, so malformed attempts count too.
      preValidation: async (request) => {
        const limit = await hitRateCounter(db, `sign-up:ip:${request.ip}`, signUpLimit);
        if (!limit.allowed)
          throw rejected.tooManyRequests('가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      },
      schema: {
        tags: TAGS,
        summary: '회원가입 (본인인증 완료 후)',
        body: signUpRequestSchema,
        response: { 201: envelopeSchema(signUpResultSchema) },
      },
    },
    async (request, reply) => {
      const sns = app.sns.pendingOf(request);
      const result = await signUp.signUp(request.body, binding(request), originOf(request), sns);
      if (sns) app.sns.clearPending(reply);
      return reply.status(201).send(ok(result, 'REGISTERED', '회원가입이 완료되었습니다.'));
    },
  );

  app.post(
    API.account.findId,
    {
      schema: {
        tags: TAGS,
        summary: '아이디 찾기 (본인인증 후)',
        body: findIdRequestSchema,
        response: { 200: envelopeSchema(findIdResultSchema) },
      },
    },
    async (request) => ok(await recovery.findLoginId(request.body.requestId, binding(request))),
  );

  app.post(
    API.account.passwordResetRequest,
    {
      schema: {
        tags: TAGS,
        summary: '비밀번호 재설정 메일 요청 (주소당 30분에 5회)',
        body: passwordResetRequestSchema,
        response: done200,
      },
    },
    async (request) => {
      await recovery.requestReset(request.body.loginId, request.body.email, originOf(request));
      return ok(null, 'SUCCESS', RESET_REQUESTED_MESSAGE);
    },
  );

  app.post(
    API.account.passwordReset,
    {
      schema: {
        tags: TAGS,
        summary: '비밀번호 재설정 (메일 링크, 30분, 1회)',
        body: passwordResetSchema,
        response: done200,
      },
    },
    async (request) => {
      await recovery.resetPassword(request.body.token, request.body.newPassword, originOf(request));
      return ok(null, 'CHANGED', '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.');
    },
  );

  app.get(
    API.cmmn.personUserInfo,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '내 회원정보',
        response: { 200: envelopeSchema(userProfileSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await profiles.profile(member(request, 'read').user));
    },
  );

  app.put(
    API.account.updateContact,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이메일·휴대전화 변경 (현재 비밀번호 확인)',
        body: updateContactSchema,
        response: done200,
      },
    },
    async (request) => {
      await profiles.updateContact(member(request, 'update').user, request.body);
      return ok(null, 'CHANGED');
    },
  );

  app.put(
    API.account.updateAddress,
    {
      preValidation: app.requireUser,
      schema: { tags: TAGS, summary: '주소 변경', body: updateAddressSchema, response: done200 },
    },
    async (request) => {
      await profiles.updateAddress(member(request, 'update').user, request.body);
      return ok(null, 'CHANGED');
    },
  );

  app.put(
    API.account.changePassword,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '비밀번호 변경 (다른 기기의 로그인은 모두 끝남)',
        body: changePasswordSchema,
        response: done200,
      },
    },
    async (request, reply) => {
      const { user, familyId } = member(request, 'update');
      const updated = await profiles.changePassword(
        user,
        familyId,
        request.body,
        originOf(request),
      );
      // This session carries on: its access token is reissued under the new session version.
      void reply.setCookie(
        COOKIE_NAMES.accessToken,
        await app.sessions.accessTokenFor(updated, familyId),
        {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: SESSION.accessTokenSeconds,
        },
      );
      return ok(null, 'CHANGED', '비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다.');
    },
  );

  app.put(
    API.account.updateConsents,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '선택 동의 변경',
        body: updateConsentsSchema,
        response: done200,
      },
    },
    async (request) => {
      await profiles.updateConsents(member(request, 'update').user, request.body.decisions);
      return ok(null, 'CHANGED');
    },
  );

  app.post(
    API.account.withdraw,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '회원 탈퇴 (비밀번호 확인, 개인정보 즉시 파기)',
        body: withdrawRequestSchema,
        response: done200,
      },
    },
    async (request, reply) => {
      await profiles.withdraw(
        member(request, 'withdraw').user,
        request.body.password,
        originOf(request),
      );
      clearSessionCookies(reply, secure);
      reply.rotateCsrfSecret();
      return ok(null, 'WITHDRAWN');
    },
  );

  app.post(
    API.cmmn.sendMail,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이 사이트의 페이지를 메일로 공유',
        body: sendMailRequestSchema,
        response: done200,
      },
    },
    async (request) => {
      const { user } = member(request, 'share-by-mail');
      const limit = await hitRateCounter(db, `send-mail:user:${user.userId}`, {
        max: 20,
        windowSeconds: 60 * 60,
      });
      if (!limit.allowed)
        throw rejected.tooManyRequests('메일을 너무 많이 보냈습니다. 잠시 후 다시 시도해 주세요.');
      await app.mail.sendShareLink(request.body.to, {
        senderName: user.name,
        title: request.body.title,
        url: `${app.config.publicOrigin}${request.body.path}`,
        ...(request.body.note ? { note: request.body.note } : {}),
      });
      return ok(null, 'SUCCESS', '메일을 보냈습니다.');
    },
  );

  done();
};
