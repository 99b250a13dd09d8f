import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarIcsParamsSchema,
  calendarQuerySchema,
  calendarResultSchema,
  envelopeSchema,
  myHomeDashboardSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { myHomePolicy } from './policy';
import { createMyHomeService } from './service';

const TAGS = ['myhome'];

/** Feed fetches per address and minute: a phone polls a few times a day; more is a guess at secrets. */
const FEED_PER_ADDRESS_PER_MINUTE = 30;

/** The member whose own my home a route reads or changes, once the policy allows it. */
function ownerFor(request: FastifyRequest, action: 'read' | 'change'): string {
  const { actor, own } = accountOf(request);
  myHomePolicy.authorize(actor, action, own);
  return own.ownerId;
}

/** My home: the dashboard, the calendar of watched items and its iCalendar feed (decision 0028). */
export const myHomeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const home = createMyHomeService({
    db: app.database.db,
    clock: () => app.clock(),
    publicOrigin: app.config.publicOrigin,
  });

  app.get(
    API.myHome.dashboard,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '마이홈 대시보드 (이력서, 지원 현황, 마감 임박 관심 공고, 최근 본 공고, 맞춤 채용)',
        response: { 200: envelopeSchema(myHomeDashboardSchema) },
      },
    },
    async (request) => ok(await home.dashboard(ownerFor(request, 'read'))),
  );

  app.get(
    API.myHome.calendar,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '관심 항목 일정 (공고 마감, 자격증·어학 접수와 시험; 최대 62일)',
        querystring: calendarQuerySchema,
        response: { 200: envelopeSchema(calendarResultSchema) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return ok(await home.calendar(ownerFor(request, 'read'), from, to));
    },
  );

  app.get(
    API.myHome.calendarFeed,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '일정 구독 주소가 있는지 (주소 자체는 만들 때 한 번만 보여 줌)',
        response: { 200: envelopeSchema(calendarFeedStatusSchema) },
      },
    },
    async (request) => ok(await home.feedStatus(ownerFor(request, 'read'))),
  );

  app.post(
    API.myHome.calendarFeed,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '일정 구독 주소 만들기 (이전 주소는 더 이상 열리지 않음)',
        response: { 201: envelopeSchema(calendarFeedCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await home.createFeed(ownerFor(request, 'change'));
      return reply
        .status(201)
        .send(
          ok(
            created,
            'REGISTERED',
            '일정 구독 주소를 만들었습니다. 이 주소는 지금 한 번만 보여 드립니다.',
          ),
        );
    },
  );

  app.delete(
    API.myHome.calendarFeed,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '일정 구독 주소 해지 (구독한 캘린더에 더는 일정이 오지 않음)',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await home.revokeFeed(ownerFor(request, 'change'));
      return ok(null, 'DELETED', '일정 구독 주소를 해지했습니다.');
    },
  );

  // The feed: no session and no CSRF (a calendar app fetches it); the secret is the key.
  // Anything that is not a live secret is a plain 404 that says nothing more.
  app.get(
    `${API.myHome.calendarIcsPrefix}:file`,
    {
      config: { rateLimit: { max: FEED_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: '일정 구독 (iCalendar, text/calendar; 주소의 비밀 값이 곧 열쇠)',
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      const parsed = calendarIcsParamsSchema.safeParse({ secret: match?.[1] });
      const text = parsed.success ? await home.feedText(parsed.data.secret) : undefined;
      if (text === undefined) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="ilteo.ics"')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );

  done();
};
