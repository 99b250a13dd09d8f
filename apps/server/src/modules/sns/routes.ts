import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  ROUTES,
  envelopeSchema,
  loginInfoSchema,
  snsCallbackQuerySchema,
  snsLoginRequestSchema,
  snsProviderParamsSchema,
  snsProviderSchema,
  snsSignUpRequiredSchema,
  snsStartQuerySchema,
  withQuery,
  type SnsProvider,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { originOf, setSessionCookies, presentLoginInfo, type UserRecord } from '../auth';
import { browserBindingOf } from '../../http/csrf';
import { SnsProviderError, type SnsIdentity } from './providers';
import { pkceChallenge, safeReturnUrl, sameToken } from './service';

const TAGS = ['session'];
const HOME = '/person/main';
const LOGIN = '/login';
const SIGN_UP = '/signUp';
const USER_INFO = ROUTES.myUserInfo.path;

export const SNS_SIGN_UP_REQUIRED = '연결된 일터 계정이 없습니다. 회원가입을 진행해 주세요.';

/** Why a web round ended at /login (query snsError). */
type SnsErrorReason =
  'disabled' | 'denied' | 'state' | 'failed' | 'unavailable' | 'locked' | 'pending';

/** SNS login: the web redirect flow (start, callback) and the hybrid app's sns-login (§7). */
export const snsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { sns, sessions } = app;
  const secure = app.config.isProduction;
  const loginPerIp = { max: app.config.rateLimit.loginPerIp, windowSeconds: 10 * 60 };

  const redirect = (reply: FastifyReply, location: string) => {
    void reply.header('Cache-Control', 'no-store');
    return reply.redirect(location, 302);
  };
  const failed = (reply: FastifyReply, reason: SnsErrorReason) =>
    redirect(reply, withQuery(LOGIN, { snsError: reason }));

  /** The member of a valid access token, if any (a callback may link to them). */
  const currentMember = async (request: FastifyRequest): Promise<UserRecord | undefined> => {
    const access = request.access;
    if (access?.state !== 'valid') return undefined;
    try {
      return await sessions.currentUser(access.claims);
    } catch {
      return undefined;
    }
  };

  /** Logs a linked member in exactly as a password login does: cookies, CSRF rotation, audit. */
  const logIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRecord,
    provider: SnsProvider,
  ) => {
    const tokens = await sessions.loginUser(user, originOf(request), { method: 'sns', provider });
    setSessionCookies(reply, tokens, secure);
    reply.rotateCsrfSecret();
    sns.clearPending(reply);
  };

  app.get(
    API.account.snsProviders,
    {
      schema: {
        tags: TAGS,
        summary: '이 서비스에서 쓸 수 있는 SNS 로그인',
        response: { 200: envelopeSchema(z.array(snsProviderSchema)) },
      },
    },
    (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return ok(sns.enabledProviders());
    },
  );

  app.get(
    API.account.snsStart,
    {
      schema: {
        tags: TAGS,
        summary: 'SNS 로그인 시작 (제공자로 302)',
        params: snsProviderParamsSchema,
        querystring: snsStartQuerySchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const client = sns.client(provider);
      if (!client) return failed(reply, 'disabled');
      const login = sns.beginLogin(
        reply,
        provider,
        safeReturnUrl(request.query.returnUrl),
        browserBindingOf(request.csrfSecret),
      );
      try {
        const url = await client.authorizationUrl({
          redirectUri: sns.redirectUri(provider),
          state: login.state,
          nonce: login.nonce,
          codeChallenge: pkceChallenge(login.codeVerifier),
        });
        return await redirect(reply, url);
      } catch (err) {
        if (!(err instanceof SnsProviderError)) throw err;
        request.log.warn({ err, provider }, 'sns start failed');
        return failed(reply, err.reason);
      }
    },
  );

  app.get(
    API.account.snsCallback,
    {
      schema: {
        tags: TAGS,
        summary: 'SNS 로그인 콜백 (로그인, 연결 또는 회원가입으로 302)',
        params: snsProviderParamsSchema,
        querystring: snsCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error } = request.query;
      const login = sns.takeLogin(request, reply);
      const client = sns.client(provider);
      if (!client) return failed(reply, 'disabled');
      if (
        !login ||
        login.provider !== provider ||
        !state ||
        !sameToken(state, login.state) ||
        !sameToken(login.binding, browserBindingOf(request.csrfSecret))
      ) {
        return failed(reply, 'state');
      }
      if (error !== undefined || !code) return failed(reply, 'denied');

      let identity: SnsIdentity;
      try {
        identity = await client.complete({
          code,
          redirectUri: sns.redirectUri(provider),
          state: login.state,
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
      } catch (err) {
        if (!(err instanceof SnsProviderError)) throw err;
        request.log.warn({ err, provider }, 'sns callback failed');
        return failed(reply, err.reason);
      }

      const member = await currentMember(request);
      if (member) {
        const outcome = await sns.link(member, identity);
        return redirect(
          reply,
          outcome === 'linked'
            ? withQuery(USER_INFO, { snsLinked: provider })
            : withQuery(USER_INFO, { snsError: outcome }),
        );
      }

      const linked = await sns.linkedMember(identity);
      if (!linked) {
        sns.setPending(reply, identity);
        return redirect(reply, withQuery(SIGN_UP, { sns: provider }));
      }
      try {
        await logIn(request, reply, linked, provider);
      } catch (err) {
        if (err instanceof AppError && err.key === 'ACCOUNT_LOCKED') return failed(reply, 'locked');
        if (err instanceof AppError && err.key === 'AWAITING_APPROVAL')
          return failed(reply, 'pending');
        throw err;
      }
      return redirect(reply, login.returnUrl ?? HOME);
    },
  );

  app.post(
    API.cmmn.snsLogin,
    {
      schema: {
        tags: TAGS,
        summary: '하이브리드 앱 SNS 로그인 (네이티브 SDK의 토큰)',
        body: snsLoginRequestSchema,
        response: {
          200: envelopeSchema(loginInfoSchema),
          404: envelopeSchema(snsSignUpRequiredSchema),
        },
      },
    },
    async (request, reply) => {
      const limit = await hitRateCounter(app.database.db, `sns-login:ip:${request.ip}`, loginPerIp);
      if (!limit.allowed)
        throw rejected.tooManyRequests('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');

      const { provider, idToken, accessToken } = request.body;
      const client = sns.client(provider);
      if (!client) throw rejected.field('provider', '사용할 수 없는 SNS 로그인입니다.');
      if (
        client.preset.kind === 'oidc' &&
        !idToken &&
        !(client.acceptsAppAccessToken && accessToken)
      )
        throw rejected.field('idToken', 'ID 토큰이 필요합니다.');
      if (client.preset.kind === 'oauth2' && !accessToken)
        throw rejected.field('accessToken', '액세스 토큰이 필요합니다.');

      let identity: SnsIdentity;
      try {
        identity = await client.fromApp({
          ...(idToken ? { idToken } : {}),
          ...(accessToken ? { accessToken } : {}),
        });
      } catch (err) {
        if (!(err instanceof SnsProviderError)) throw err;
        request.log.warn({ err, provider }, 'sns app login failed');
        if (err.reason === 'unavailable') throw rejected.unavailable();
        throw new AppError('REQUEST_REJECTED', {
          status: 401,
          message: 'SNS 로그인 정보를 확인하지 못했습니다. 다시 로그인해 주세요.',
        });
      }

      const linked = await sns.linkedMember(identity);
      if (!linked) {
        sns.setPending(reply, identity);
        const entry = new AppError('REQUEST_REJECTED');
        return reply.status(404).send({
          code: entry.code,
          message: SNS_SIGN_UP_REQUIRED,
          data: { signUpRequired: true as const, provider },
        });
      }
      await logIn(request, reply, linked, provider);
      return ok(presentLoginInfo(linked));
    },
  );

  done();
};
