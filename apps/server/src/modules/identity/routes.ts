import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  SESSION,
  envelopeSchema,
  identityResultQuerySchema,
  identityResultSchema,
  identityStartRequestSchema,
  identityStartResponseSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { parseLocalAnswer, type LocalField, LOCAL_FIELDS } from './local-provider';
import { NiceApiError } from './nice-client';
import {
  NICE_START_PATH,
  NICE_STATE_COOKIE,
  NICE_STATE_COOKIE_PATH,
  NICE_SUBMIT_SCRIPT_PATH,
  NICE_WINDOW_URL,
} from './nice-provider';
import { localFormPage, messagePage, NICE_SUBMIT_SCRIPT, niceStartPage } from './pages';
import { browserBindingOf } from '../../http/csrf';

/** The web app's result page (spec §2); it tells the opener or the hybrid app how it went. */
export const AUTH_RESULT_PAGE = '/nice/auth-result';

/** Identity starts per client IP per window: each opens a paid NICE transaction in production. */
export const IDENTITY_START_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/** A form post is small; anything larger is not our form. */
const FORM_BODY_LIMIT = 4096;

const isUuid = (value: string | undefined): value is string =>
  value !== undefined && z.uuid().safeParse(value).success;

const windowQuerySchema = z.object({ requestId: z.string().max(100).optional() });

const niceReturnQuerySchema = z.object({
  token_version_id: z.string().max(200).optional(),
  enc_data: z.string().max(8000).optional(),
  integrity_value: z.string().max(200).optional(),
});

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The pages carry a CSRF token or a person's details: never cache them.
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const resultLocation = (requestId: string, result: 'success' | 'fail') =>
  `${AUTH_RESULT_PAGE}?requestId=${encodeURIComponent(requestId)}&result=${result}`;

/** The string fields of a parsed form (or JSON) body; anything else is ignored. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const CLOSED = {
  title: '본인인증을 진행할 수 없습니다',
  message: '본인인증 요청을 찾을 수 없거나 이미 끝났습니다.',
};

/** The window of a request that is unknown, expired or finished. */
const sendClosed = (reply: FastifyReply) =>
  sendPage(reply, 404, messagePage(CLOSED.title, CLOSED.message));

/**
 * 본인인증: the API the web app calls (start, result) and the pages of the
 * verification window for the configured provider (decision 0010).
 */
export const identityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.identity;
  /** The verification a window names by its requestId (none for a malformed one). */
  const windowOf = async (requestId: string | undefined) =>
    isUuid(requestId) ? service.window(requestId) : undefined;

  app.post(
    API.account.identityRequest,
    {
      schema: {
        tags: ['account'],
        summary: '본인인증 시작 (요청 번호와 인증 창 주소를 받습니다)',
        body: identityStartRequestSchema,
        response: { 200: envelopeSchema(identityStartResponseSchema) },
      },
      config: { rateLimit: IDENTITY_START_LIMIT },
    },
    async (request) =>
      ok(await service.start(request.body.purpose, browserBindingOf(request.csrfSecret))),
  );

  app.get(
    API.account.identityResult,
    {
      schema: {
        tags: ['account'],
        summary: '본인인증 결과 (시작한 브라우저에만, 휴대전화 번호는 가려서)',
        querystring: identityResultQuerySchema,
        response: { 200: envelopeSchema(identityResultSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(
        await service.result(request.query.requestId, browserBindingOf(request.csrfSecret)),
      );
    },
  );

  const { provider } = service;

  if (provider.name === 'local') {
    // Plain HTML forms send urlencoded bodies, which Fastify does not parse by
    // itself; the parser lives in this plugin's scope only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get(
      API.account.identityLocalForm,
      {
        schema: {
          tags: ['account'],
          summary: '개발용 본인인증 화면 (HTML, NICE 대신)',
          querystring: windowQuerySchema,
        },
      },
      async (request, reply) => {
        const { requestId } = request.query;
        const view = await windowOf(requestId);
        if (!requestId || !view?.open) return sendClosed(reply);
        return sendPage(
          reply,
          200,
          localFormPage({ requestId, purpose: view.purpose, csrfToken: reply.csrfToken() }),
        );
      },
    );

    app.post(
      API.account.identityLocalForm,
      {
        schema: {
          tags: ['account'],
          summary: '개발용 본인인증 제출 (폼, 결과 화면으로 303)',
          consumes: ['application/x-www-form-urlencoded'],
        },
        // A plain HTML form cannot send the X-CSRF-Token header: the token comes in `_csrf`.
        config: { csrf: 'form' },
      },
      async (request, reply) => {
        const fields = formFields(request.body);
        const { requestId } = fields;
        const view = await windowOf(requestId);
        if (!requestId || !view) return sendClosed(reply);
        // Expired or already finished: the result page explains which.
        if (!view.open) return reply.redirect(resultLocation(requestId, 'fail'), 303);

        if (fields.action === 'fail') {
          const outcome = await provider.complete({ requestId, answer: null });
          return reply.redirect(resultLocation(requestId, await service.record(outcome)), 303);
        }
        const parsed = parseLocalAnswer(fields);
        if (!parsed.ok) {
          const values: Partial<Record<LocalField, string>> = {};
          for (const field of LOCAL_FIELDS) values[field] = fields[field];
          return sendPage(
            reply,
            400,
            localFormPage({
              requestId,
              purpose: view.purpose,
              csrfToken: reply.csrfToken(),
              values,
              errors: parsed.errors,
            }),
          );
        }
        const outcome = await provider.complete({ requestId, answer: parsed.answer });
        return reply.redirect(resultLocation(requestId, await service.record(outcome)), 303);
      },
    );
    done();
    return;
  }

  app.get(
    NICE_START_PATH,
    {
      schema: {
        tags: ['account'],
        summary: 'NICE 본인인증 창 열기 (HTML, NICE 표준창으로 보냅니다)',
        querystring: windowQuerySchema,
      },
    },
    async (request, reply) => {
      const { requestId } = request.query;
      const view = await windowOf(requestId);
      if (!requestId || !view?.open) return sendClosed(reply);
      let prepared;
      try {
        prepared = await provider.prepare(requestId);
      } catch (err) {
        // NICE refused, timed out or could not be reached: the window says so in Korean.
        request.log.error({ err, nice: err instanceof NiceApiError }, 'NICE crypto token failed');
        return sendPage(
          reply,
          503,
          messagePage(
            '본인인증 서비스에 연결하지 못했습니다',
            'NICE 본인인증 서비스가 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
          ),
        );
      }
      void reply.setCookie(NICE_STATE_COOKIE, prepared.sealedState, {
        path: NICE_STATE_COOKIE_PATH,
        httpOnly: true,
        // Lax: NICE brings the window back with a top-level GET, which carries it.
        sameSite: 'lax',
        secure: app.config.isProduction,
        maxAge: SESSION.identityRequestSeconds,
      });
      // The site's CSP lets forms post only to ourselves; this page posts to NICE.
      void reply.header(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          "base-uri 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          `form-action 'self' ${new URL(NICE_WINDOW_URL).origin}`,
          "frame-ancestors 'none'",
          "object-src 'none'",
        ].join('; '),
      );
      return sendPage(reply, 200, niceStartPage(prepared.form, view.purpose));
    },
  );

  app.get(
    NICE_SUBMIT_SCRIPT_PATH,
    { schema: { tags: ['account'], summary: 'NICE 본인인증 창 자동 이동 스크립트' } },
    (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(NICE_SUBMIT_SCRIPT),
  );

  app.get(
    API.account.identityNiceReturn,
    {
      schema: {
        tags: ['account'],
        summary: 'NICE 본인인증 결과 수신 (결과 화면으로 303)',
        querystring: niceReturnQuerySchema,
      },
    },
    async (request, reply) => {
      const state = provider.openState(request.cookies[NICE_STATE_COOKIE]);
      void reply.clearCookie(NICE_STATE_COOKIE, { path: NICE_STATE_COOKIE_PATH });
      if (!state) {
        request.log.warn('NICE return without a valid window state');
        return sendPage(
          reply,
          400,
          messagePage(
            '본인인증 결과를 확인하지 못했습니다',
            '본인인증을 시작한 창에서 10분 안에 마쳐야 합니다.',
          ),
        );
      }
      const outcome = await provider.complete({ state, params: request.query });
      if (!outcome.ok) {
        request.log.warn({ requestId: state.requestId, reason: outcome.reason }, 'NICE failed');
      }
      return reply.redirect(resultLocation(state.requestId, await service.record(outcome)), 303);
    },
  );
  done();
};
