import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  certDetailSchema,
  certListQuerySchema,
  certSummarySchema,
  certTodaySchema,
  codeQuerySchema,
  envelopeSchema,
  langDetailSchema,
  langListQuerySchema,
  langSummarySchema,
  lookupItemSchema,
  lookupQuerySchema,
  pageSchema,
  type QualificationKind,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { seoulDate } from '../../lib/seoul-date';
import { createCertRepository } from './cert-repository';
import { pickCertOfTheDay } from './cert-today';
import { createLangRepository } from './lang-repository';
import { createLookupIndex } from './lookup-index';
import { viewerIdOf } from '../auth';
import { createInterestService } from '../interests';

const TAGS = ['certi-lang'];

const page = <T>(items: T[], total: number, p: number, size: number) => ({
  items,
  page: p,
  size,
  total,
  totalPages: Math.ceil(total / size),
});

interface ListQuery {
  openNow?: 'Y' | 'N' | undefined;
  page: number;
  size: number;
}

/** Certificates and language tests: lists, details, look-ups, the certificate of the day. */
export const certificateRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const certs = createCertRepository(db);
  const langs = createLangRepository(db);
  const interests = createInterestService(db, app.clock);
  const today = () => seoulDate(app.clock());

  const viewerId = viewerIdOf(app);
  /** Both list routes: `openNow=Y` as a flag, today in Seoul, the viewer's marks, one page. */
  const listPage = async <Q extends ListQuery, T>(
    request: FastifyRequest,
    q: Q,
    repository: {
      list(
        filter: Omit<Q, 'openNow'> & { openNow: boolean },
        today: string,
        userId: string | null,
      ): Promise<{ items: T[]; total: number }>;
    },
  ) => {
    const { items, total } = await repository.list(
      { ...q, openNow: q.openNow === 'Y' },
      today(),
      await viewerId(request),
    );
    return ok(page(items, total, q.page, q.size));
  };

  app.get(
    API.certiLang.certList,
    {
      schema: {
        tags: TAGS,
        summary: '자격증 목록 (종류·등급·분야·접수 중·시험 월 필터, 이름·약칭·초성 검색)',
        querystring: certListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(certSummarySchema)) },
      },
    },
    async (request) => listPage(request, request.query, certs),
  );

  app.get(
    API.certiLang.certDetail,
    {
      schema: {
        tags: TAGS,
        summary: '자격증 상세 (회차별 일정 포함)',
        querystring: codeQuerySchema,
        response: { 200: envelopeSchema(certDetailSchema) },
      },
    },
    async (request) => {
      const found = await certs.detail(request.query.code);
      if (!found) throw rejected.notFound('자격증 정보를 찾을 수 없습니다.');
      const { row, rounds } = found;
      const now = today();
      const viewer = await viewerId(request);
      const upcoming = rounds.find(
        (r) =>
          (r.practicalExamEnd ??
            r.practicalExamStart ??
            r.writtenExamEnd ??
            r.writtenExamStart ??
            '') >= now,
      );
      const open = rounds.some(
        (r) =>
          (r.writtenRegStart !== null &&
            r.writtenRegEnd !== null &&
            r.writtenRegStart <= now &&
            now <= r.writtenRegEnd) ||
          (r.practicalRegStart !== null &&
            r.practicalRegEnd !== null &&
            r.practicalRegStart <= now &&
            now <= r.practicalRegEnd),
      );
      return ok({
        code: row.code,
        name: row.name,
        kind: row.kind as QualificationKind,
        grade: row.grade,
        ncsField: row.ncsField,
        issuer: row.issuer,
        popularity: row.popularity,
        aliases: row.aliases,
        ministry: row.ministry,
        eligibility: row.eligibility,
        writtenSubjects: row.writtenSubjects,
        practical: row.practical,
        passCriteria: row.passCriteria,
        feeWritten: row.feeWritten,
        feePractical: row.feePractical,
        relatedJobs: row.relatedJobs,
        rounds,
        nextRound: upcoming ?? null,
        registrationOpen: open,
        interested: await interests.isMarked(viewer, 'certificate', row.code),
        interestCount: await interests.countOf('certificate', row.code),
        today: now,
      });
    },
  );

  app.get(
    API.certiLang.langList,
    {
      schema: {
        tags: TAGS,
        summary: '어학시험 목록',
        querystring: langListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(langSummarySchema)) },
      },
    },
    async (request) => listPage(request, request.query, langs),
  );

  app.get(
    API.certiLang.langDetail,
    {
      schema: {
        tags: TAGS,
        summary: '어학시험 상세 (시험일·접수 기간)',
        querystring: codeQuerySchema,
        response: { 200: envelopeSchema(langDetailSchema) },
      },
    },
    async (request) => {
      const found = await langs.detail(request.query.code);
      if (!found) throw rejected.notFound('어학시험 정보를 찾을 수 없습니다.');
      const { row, sessions } = found;
      const now = today();
      const viewer = await viewerId(request);
      return ok({
        code: row.code,
        name: row.name,
        language: row.language,
        issuer: row.issuer,
        scale: row.scale,
        popularity: row.popularity,
        aliases: row.aliases,
        validity: row.validity,
        format: row.format,
        fee: row.fee,
        sessions,
        nextSession: sessions.find((s) => s.testDate >= now) ?? null,
        registrationOpen: sessions.some(
          (s) => s.regStart <= now && now <= (s.lateRegEnd ?? s.regEnd),
        ),
        interested: await interests.isMarked(viewer, 'language-test', row.code),
        interestCount: await interests.countOf('language-test', row.code),
        today: now,
      });
    },
  );

  const certLookup = createLookupIndex(() => certs.lookupRows());
  const langLookup = createLookupIndex(() => langs.lookupRows());
  for (const [url, index, summary] of [
    [API.cmmn.certi, certLookup, '자격증 찾기 (이름·약칭·초성)'],
    [API.cmmn.lang, langLookup, '어학시험 찾기 (이름·약칭·초성)'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary,
          querystring: lookupQuerySchema,
          response: { 200: envelopeSchema(z.array(lookupItemSchema)) },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return ok(await index.search(request.query.keyword, request.query.size));
      },
    );
  }

  app.get(
    API.main.certToday,
    {
      schema: {
        tags: TAGS,
        summary: '오늘의 자격증 (하루 동안 같고, 접수 중이거나 곧 접수하는 자격증 우선)',
        response: { 200: envelopeSchema(certTodaySchema.nullable()) },
      },
    },
    async (request) => {
      const now = app.clock();
      const pick = await pickCertOfTheDay(certs, now);
      if (!pick) return ok(null);
      const { items } = await certs.list(
        { keyword: undefined, sortBy: 'popularity', page: 1, size: 1, codes: [pick.code] },
        seoulDate(now),
        await viewerId(request),
      );
      const item = items[0];
      if (!item) return ok(null);
      const reason = item.registrationOpen
        ? '접수 중'
        : pick.preferred
          ? '접수 예정'
          : '추천 자격증';
      return ok({ ...item, reason, today: seoulDate(now) });
    },
  );

  done();
};
