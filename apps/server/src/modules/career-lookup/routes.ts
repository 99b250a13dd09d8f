import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careerLookupResultRequestSchema,
  careerLookupResultSchema,
  careerLookupStartRequestSchema,
  careerLookupStartResponseSchema,
  envelopeSchema,
  CAREER_LOOKUP_API,
} from '@ilteo/contract';
import type { Config } from '../../config';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { createCodefCareerProvider } from './codef-provider';
import { createLocalCareerProvider, LOCAL_WINDOW_PATH } from './local-provider';
import { localMessagePage, localWindowPage } from './local-page';
import type { CareerLookupProvider } from './provider';
import { createCareerLookupRepository } from './repository';
import { createCareerLookupService } from './service';

const TAGS = ['career-lookup'];
const FORM_BODY_LIMIT = 4096;

/** The configured provider; configuration already refuses `local` in production. */
export function careerLookupProviderFor(config: Config, now: () => Date): CareerLookupProvider {
  const { provider, codef } = config.careerLookup;
  if (provider === 'local') {
    if (config.isProduction)
      throw new Error('개발용 경력 불러오기는 운영 환경에서 쓸 수 없습니다.');
    return createLocalCareerProvider({ now });
  }
  if (!codef) {
    throw new Error(
      'CAREER_LOOKUP_PROVIDER=codef에는 CODEF_CLIENT_ID, CODEF_CLIENT_SECRET이 필요합니다.',
    );
  }
  return createCodefCareerProvider({ api: codef });
}

const isUuid = (value: string | undefined): value is string =>
  value !== undefined && z.uuid().safeParse(value).success;

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The page carries a CSRF token: never cache it.
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const CLOSED = {
  title: '간편인증을 진행할 수 없습니다',
  message: '경력 불러오기 요청을 찾을 수 없거나 이미 끝났습니다. 이 창을 닫고 다시 시작해 주세요.',
};

/** 경력 불러오기: start, result, and the local provider's window (docs/career-lookup.md). */
export const careerLookupRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCareerLookupService({
    db: app.database.db,
    repository: createCareerLookupRepository(app.database.db),
    provider: careerLookupProviderFor(app.config, () => app.clock()),
    log: app.log,
  });

  app.post(
    CAREER_LOOKUP_API.start,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '경력 불러오기 시작 (본인인증한 회원; 간편인증 요청, 창 주소가 있으면 엽니다)',
        body: careerLookupStartRequestSchema,
        response: { 200: envelopeSchema(careerLookupStartResponseSchema) },
      },
    },
    async (request) => {
      const { actor, own } = accountOf(request);
      return ok(await service.start(actor, own, request.body));
    },
  );

  app.post(
    CAREER_LOOKUP_API.result,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '경력 불러오기 결과 (1002 인증 미완료, 1001 조회 실패; 이력서에는 저장하지 않음)',
        body: careerLookupResultRequestSchema,
        response: { 200: envelopeSchema(careerLookupResultSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { actor } = accountOf(request);
      return ok(await service.result(actor, request.body.lookupId));
    },
  );

  if (service.provider.name !== 'local') {
    done();
    return;
  }

  // A plain HTML form sends an urlencoded body; the parser lives in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // The window is opened by the member's browser, possibly outside the app's
  // cookie jar (the hybrid app's system browser): the lookup id, unguessable
  // and valid for ten minutes, is the capability, as with 본인인증's window.
  app.get(
    LOCAL_WINDOW_PATH,
    {
      schema: {
        tags: TAGS,
        summary: '개발용 간편인증 화면 (HTML, CODEF 대신)',
        querystring: z.object({ lookupId: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { lookupId } = request.query;
      const view = isUuid(lookupId) ? await service.windowState(lookupId) : undefined;
      if (!lookupId || !view?.open) {
        return sendPage(reply, 404, localMessagePage(CLOSED.title, CLOSED.message));
      }
      return sendPage(
        reply,
        200,
        localWindowPage({ lookupId, authMethod: view.authMethod, csrfToken: reply.csrfToken() }),
      );
    },
  );

  app.post(
    LOCAL_WINDOW_PATH,
    {
      schema: {
        tags: TAGS,
        summary: '개발용 간편인증 완료 (폼)',
        consumes: ['application/x-www-form-urlencoded'],
      },
      // A plain HTML form cannot send the X-CSRF-Token header: the token comes in `_csrf`.
      config: { csrf: 'form' },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null;
      const lookupId = typeof body?.lookupId === 'string' ? body.lookupId : undefined;
      const verified = isUuid(lookupId) && (await service.markVerified(lookupId));
      if (!verified) return sendPage(reply, 404, localMessagePage(CLOSED.title, CLOSED.message));
      return sendPage(
        reply,
        200,
        localMessagePage(
          '간편인증을 마쳤습니다',
          '이 창을 닫고 일터의 경력 불러오기 창에서 ‘불러오기’를 눌러 주세요.',
        ),
      );
    },
  );
  done();
};
