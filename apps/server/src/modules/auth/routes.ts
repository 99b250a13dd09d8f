import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANONYMOUS_USER,
  API,
  COOKIE_NAMES,
  SESSION,
  accessTokenSchema,
  envelopeSchema,
  findRoute,
  loginInfoSchema,
  loginRequestSchema,
  pushTokenRequestSchema,
  verifyRouterQuerySchema,
} from '@ilteo/contract';
import { browserBindingOf } from '../../http/csrf';
import { ok } from '../../http/envelope';
import { AppError, rejected } from '../../http/errors';
import { originOf } from './audit';
import {
  clearSessionCookies,
  readTrustedDevice,
  setSessionCookies,
  setTrustedDeviceCookie,
} from './cookies';
import { accountOf, actorOf } from '../../http/policy';
import { routePolicy, sessionPolicy } from './policy';
import { presentLoginInfo } from './presenter';
import { registerPushToken } from './push-tokens';

const TAGS = ['session'];

/** The spec's session calls (§7) and the hybrid app's token and push-token calls. */
export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { sessions } = app;
  const secure = app.config.isProduction;
  const hasRefreshCookie = (request: FastifyRequest) =>
    Boolean(request.cookies[COOKIE_NAMES.refreshToken]);

  const endSession = (reply: FastifyReply) => {
    clearSessionCookies(reply, secure);
    reply.rotateCsrfSecret();
  };

  app.post(
    API.session.login,
    {
      schema: {
        tags: TAGS,
        summary: '로그인 (X-Requested-With: XMLHttpRequest 필요)',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginInfoSchema) },
      },
    },
    async (request, reply) => {
      // Only our own script sends this header; a cross-site form post cannot.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw rejected.badRequest('잘못된 로그인 요청입니다.');
      }
      const { user, tokens } = await sessions.login(
        request.body.loginId,
        request.body.password,
        originOf(request),
        readTrustedDevice(request),
      );
      setSessionCookies(reply, tokens, secure);
      setTrustedDeviceCookie(reply, user.userId, secure);
      reply.rotateCsrfSecret();
      return ok(presentLoginInfo(user));
    },
  );

  app.get(
    API.session.verifyToken,
    {
      schema: {
        tags: TAGS,
        summary: '로그인 상태 확인: 로그인 아이디 또는 anonymousUser',
        response: { 200: envelopeSchema(z.string()), 401: envelopeSchema(z.string()) },
      },
    },
    async (request, reply) => {
      const access = request.access;
      if (access?.state === 'valid') {
        try {
          const user = await sessions.currentUser(access.claims);
          return ok(user.loginId);
        } catch {
          endSession(reply);
          return ok(ANONYMOUS_USER);
        }
      }
      // Expired, but a refresh may revive it: 401 makes the client refresh once and ask again.
      if (hasRefreshCookie(request)) {
        const entry = new AppError('ACCESS_TOKEN_EXPIRED');
        return reply
          .status(401)
          .send({ code: entry.code, message: entry.message, data: ANONYMOUS_USER });
      }
      return ok(ANONYMOUS_USER);
    },
  );

  app.post(
    API.session.reAccessToken,
    {
      schema: {
        tags: TAGS,
        summary: '액세스 토큰 재발급 (리프레시 토큰 교체)',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      try {
        const { tokens } = await sessions.refresh(
          request.cookies[COOKIE_NAMES.refreshToken],
          originOf(request),
          browserBindingOf(request.csrfSecret),
        );
        setSessionCookies(reply, tokens, secure);
        return ok(null);
      } catch (err) {
        if (err instanceof AppError) clearSessionCookies(reply, secure);
        throw err;
      }
    },
  );

  app.get(
    API.session.logOut,
    {
      schema: {
        tags: TAGS,
        summary: '로그아웃 (X-Requested-With: XMLHttpRequest 필요)',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      // The spec fixes GET; the header keeps a link or image on another site from
      // logging a member out, since a cross-site page cannot set it without a preflight.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw rejected.badRequest('잘못된 로그아웃 요청입니다.');
      }
      const refresh = request.cookies[COOKIE_NAMES.refreshToken];
      await sessions.logout(refresh, originOf(request));
      // A visitor's logout (the client ending a session it never had) keeps the CSRF secret,
      // so tokens already handed to its other requests stay valid.
      if (refresh || request.cookies[COOKIE_NAMES.accessToken]) endSession(reply);
      else clearSessionCookies(reply, secure);
      return ok(null);
    },
  );

  app.get(
    API.auth.accessToken,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '하이브리드 앱 네이티브 계층용 액세스 토큰',
        response: { 200: envelopeSchema(accessTokenSchema) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const familyId = request.sessionFamilyId;
      if (!user || !familyId) throw new AppError('ACCESS_TOKEN_EXPIRED');
      void reply.header('Cache-Control', 'no-store');
      return ok({
        accessToken: await sessions.accessTokenFor(user, familyId),
        expiresIn: SESSION.accessTokenSeconds,
      });
    },
  );

  app.get(
    API.auth.userInfo,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '로그인한 회원 정보',
        response: { 200: envelopeSchema(loginInfoSchema) },
      },
    },
    (request) => {
      const { actor, user, own } = accountOf(request);
      sessionPolicy.authorize(actor, 'read-login-info', own);
      return ok(presentLoginInfo(user));
    },
  );

  app.get(
    API.auth.verifyRouter,
    {
      schema: {
        tags: TAGS,
        summary:
          '화면 이동 권한 확인 (001 가능, 403 로그인 필요, 103 권한 없음: 운영 콘솔은 운영자만)',
        querystring: verifyRouterQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const route = findRoute(request.query.url);
      // Unknown paths show the public error page.
      if (!route || route.access === 'public') return ok(null);
      const access = request.access;
      if (access?.state === 'valid') {
        const user = await sessions.currentUser(access.claims);
        if (!routePolicy.can(actorOf(user), 'open', route)) throw new AppError('MOVE_DENIED');
        return ok(null);
      }
      if (access?.state === 'expired' || hasRefreshCookie(request))
        throw new AppError('ACCESS_TOKEN_EXPIRED');
      throw new AppError('LOGIN_REQUIRED');
    },
  );

  app.post(
    API.auth.pushToken,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '푸시 토큰 등록 (기기별, 수신 동의 accept; 로그아웃·탈퇴하면 삭제)',
        body: pushTokenRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor, user, own } = accountOf(request);
      const familyId = request.sessionFamilyId;
      if (!familyId) throw new AppError('ACCESS_TOKEN_EXPIRED');
      sessionPolicy.authorize(actor, 'register-push-token', own);
      const { pushToken: sent, deviceId, platform } = request.body;
      // The older body sends the bare token: accepted, as before `accept` existed.
      const { token, accept } = typeof sent === 'string' ? { token: sent, accept: true } : sent;
      await registerPushToken(app.database.db, {
        userId: user.userId,
        familyId,
        deviceId,
        platform,
        token,
        accept,
      });
      return ok(null);
    },
  );

  done();
};
