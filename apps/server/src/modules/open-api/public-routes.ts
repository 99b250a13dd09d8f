import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CSRF_HEADER,
  OPEN_API,
  OPEN_API_STATUSES,
  openPostingDetailQuerySchema,
  openPostingParamsSchema,
  openPostingQuerySchema,
  type OpenApiStatus,
} from '@ilteo/contract';
import { AppError } from '../../http/errors';
import type { RecruitService } from '../recruit';
import { openApiDocument } from './openapi-document';
import { presentOpenPosting } from './presenter';
import { OpenApiRefusal, type OpenApiService } from './service';

/** The header a key travels in; `apiKey` in the query string is the other way. */
export const API_KEY_HEADER = 'x-api-key';

/** Only these routes' own description: the app's /api/docs keeps its `{code, message, data}` API. */
const HIDDEN = { schema: { hide: true } };

function answerRefusal(reply: FastifyReply, refusal: OpenApiRefusal) {
  if (refusal.retryAfterSeconds !== undefined) {
    void reply.header('Retry-After', String(refusal.retryAfterSeconds));
  }
  return reply.status(refusal.httpStatus).send({
    status: refusal.status,
    message: OPEN_API_STATUSES[refusal.status],
    ...(refusal.detail === undefined ? {} : { detail: refusal.detail }),
  });
}

/** The key of a call: the header first, then the query parameter. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.apiKey;
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The first thing wrong with the parameters, named, in Korean (status 100). */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const detail = `${field ? `${field}: ` : ''}${issue?.message ?? '값이 올바르지 않습니다.'}`;
  throw new OpenApiRefusal('100', 400, detail);
}

/**
 * The public open API (decision 0041): read-only postings for partners'
 * servers and browsers. Answers are `{ status, message, ... }` as OpenDART
 * writes them, never the app's envelope; no cookie, no CSRF token and no
 * session is read or set (a key is the whole identity), and any origin may
 * read them (CORS `*` without credentials, http/security.ts).
 */
export function publicOpenApiRoutes(
  service: OpenApiService,
  recruit: RecruitService,
  origin: string,
): FastifyPluginCallback {
  return (app, _options, done) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      // The app's hooks gave every answer a CSRF secret cookie and token; a key caller has no use for them.
      reply.removeHeader('set-cookie');
      reply.removeHeader(CSRF_HEADER);
      void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      void reply.header('Cache-Control', 'no-store');
      return payload;
    });

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof OpenApiRefusal) return answerRefusal(reply, error);
      // The app's own refusals (a control character in the URL, the address's rate limit) keep their meaning.
      const status =
        error instanceof AppError
          ? error.status
          : ((error as { statusCode?: number }).statusCode ?? 500);
      const detail = error instanceof AppError ? error.message : undefined;
      if (status === 429) return answerRefusal(reply, new OpenApiRefusal('020', 429, detail));
      if (status < 500) return answerRefusal(reply, new OpenApiRefusal('100', 400, detail));
      request.log.error({ err: error }, 'open api call failed');
      const unknown: OpenApiStatus = '900';
      return reply.status(500).send({ status: unknown, message: OPEN_API_STATUSES[unknown] });
    });

    app.get(OPEN_API.postings, HIDDEN, async (request) => {
      // Bad parameters are refused before the key is looked up, and not counted.
      const query = parsed(openPostingQuerySchema, request.query);
      const { remaining } = await service.spend(keyOf(request), request.ip);
      const page = await recruit.list(query, null);
      const status: OpenApiStatus = page.total === 0 ? '013' : '000';
      return {
        status,
        message: OPEN_API_STATUSES[status],
        remaining,
        page: page.page,
        size: page.size,
        total: page.total,
        totalPages: page.totalPages,
        today: page.today,
        items: page.items.map((p) => presentOpenPosting(p, query.fields, origin)),
      };
    });

    app.get(OPEN_API.posting, HIDDEN, async (request, reply) => {
      const { postingId } = parsed(openPostingParamsSchema, request.params);
      const { fields } = parsed(openPostingDetailQuerySchema, request.query);
      const { remaining } = await service.spend(keyOf(request), request.ip);
      const posting = await recruit.detail(postingId, null);
      if (!posting) {
        const none: OpenApiStatus = '013';
        return reply
          .status(404)
          .send({ status: none, message: OPEN_API_STATUSES[none], remaining });
      }
      const ok: OpenApiStatus = '000';
      return {
        status: ok,
        message: OPEN_API_STATUSES[ok],
        remaining,
        item: presentOpenPosting(posting, fields, origin),
      };
    });

    // The description itself needs no key: a partner reads it before asking for one.
    const document = openApiDocument(origin);
    app.get(OPEN_API.openapi, HIDDEN, (_request, reply) => reply.send(document));

    done();
  };
}
