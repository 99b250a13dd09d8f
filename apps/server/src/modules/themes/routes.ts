import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  byPaidServiceQuerySchema,
  byThemeQuerySchema,
  envelopeSchema,
  paidPostingSchema,
  themeListSchema,
  themePostingsSchema,
  themeSelectionSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { seoulDate } from '../../lib/seoul-date';
import { createThemePostings } from './theme-postings';
import { createThemeRepository, type ThemeRow } from './theme-repository';
import { viewerIdOf } from '../auth';
import { accountOf } from '../../http/policy';
import { themePolicy } from './policy';

const TAGS = ['main'];

/** Main page: themes (and a member's choice of them), themed and paid postings. */
export const themeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const themes = createThemeRepository(db);
  const postings = createThemePostings(db, app.log.child({ module: 'themes' }));
  const today = () => seoulDate(app.clock());

  const viewerId = viewerIdOf(app);

  app.get(
    API.main.themes,
    {
      schema: {
        tags: TAGS,
        summary: '메인 테마 목록 (내가 고른 테마, 고르지 않았으면 기본 테마가 selected)',
        response: { 200: envelopeSchema(themeListSchema) },
      },
    },
    async (request) => ok((await themes.view(await viewerId(request))).list),
  );

  app.put(
    API.main.themeSelection,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '메인 테마 고르기 (순서대로, 최대 5개: 넘으면 008; 빈 목록은 기본 테마로)',
        body: themeSelectionSchema,
        response: { 200: envelopeSchema(themeListSchema) },
      },
    },
    async (request) => {
      const { actor, own } = accountOf(request);
      themePolicy.authorize(actor, 'choose', own);
      await themes.choose(own.ownerId, request.body.themeIds);
      return ok((await themes.view(own.ownerId)).list, 'CHANGED', '메인 테마를 저장했습니다.');
    },
  );

  app.get(
    API.main.postingsByTheme,
    {
      schema: {
        tags: TAGS,
        summary: '테마별 채용공고 (themeIds 없으면 내 메인 테마; 마감된 공고 제외)',
        querystring: byThemeQuerySchema,
        response: { 200: envelopeSchema(z.array(themePostingsSchema)) },
      },
    },
    async (request) => {
      const viewer = await viewerId(request);
      const { rows, list } = await themes.view(viewer);
      const wanted = request.query.themeIds
        ? [
            ...new Set(
              request.query.themeIds
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean),
            ),
          ]
        : list.selectedIds;
      // Ids no longer offered (a stale page) are skipped, not refused.
      const byId = new Map(rows.map((r) => [r.themeId, r]));
      const chosen = wanted.flatMap((id): ThemeRow[] => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return ok(await postings.byTheme(chosen, request.query.size, today(), viewer));
    },
  );

  app.get(
    API.main.postingsByPaidService,
    {
      schema: {
        tags: TAGS,
        summary: '유료 노출 채용공고 (오늘이 노출 기간인 진행 중 공고, 슬롯 순)',
        querystring: byPaidServiceQuerySchema,
        response: { 200: envelopeSchema(z.array(paidPostingSchema)) },
      },
    },
    async (request) => {
      const { placement, size } = request.query;
      return ok(await postings.paid(placement, size, today(), await viewerId(request)));
    },
  );

  done();
};
