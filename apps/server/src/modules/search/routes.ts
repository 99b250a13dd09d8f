import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  envelopeSchema,
  SEARCH_KIND_LIST,
  searchQuerySchema,
  searchResultSchema,
  suggestionSchema,
  suggestQuerySchema,
  type SearchGroup,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { seoulDate } from '../../lib/seoul-date';
import { documentMatch } from './document-match';
import { presentHit, presentSuggestion } from './hit-presenter';
import { syncReferenceDocuments } from './reference-documents';
import { createSearchRepository } from './search-repository';

const TAGS = ['search'];

/** The global search over postings, companies, certificates and language tests, and its suggestions. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = await syncReferenceDocuments(app.database);
  app.log.info({ changed }, 'search: certificate and language-test documents in step');

  const repository = createSearchRepository(app.database.db);
  const today = () => seoulDate(app.clock());

  app.get(
    API.search.all,
    {
      schema: {
        tags: TAGS,
        summary: '통합 검색 (종류별 건수와 결과; kind를 주면 그 종류의 한 페이지)',
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchResultSchema) },
      },
    },
    async (request) => {
      const { keyword, kind, size } = request.query;
      const kinds = kind ? [kind] : SEARCH_KIND_LIST;
      // Without a kind every group shows its first page.
      const page = kind ? request.query.page : 1;
      const match = documentMatch(keyword);
      const slice = match
        ? await repository.groups(match, today(), kinds, (page - 1) * size, size)
        : undefined;
      const groups: SearchGroup[] = kinds.map((k) => {
        const total = slice?.totals.get(k) ?? 0;
        return {
          kind: k,
          total,
          page,
          size,
          totalPages: Math.ceil(total / size),
          items: (slice?.hits.get(k) ?? []).map(presentHit),
        };
      });
      return ok({ keyword, groups });
    },
  );

  app.get(
    API.search.suggest,
    {
      schema: {
        tags: TAGS,
        summary: '검색어 추천 (입력하는 동안 제목으로 찾기)',
        querystring: suggestQuerySchema,
        response: { 200: envelopeSchema(z.array(suggestionSchema)) },
      },
    },
    async (request, reply) => {
      const { keyword, size } = request.query;
      const match = documentMatch(keyword);
      const rows = match ? await repository.suggest(match, today(), size) : [];
      // Typing back and forth asks for the same prefixes again; the answer is public.
      void reply.header('Cache-Control', 'public, max-age=30');
      return ok(rows.map(presentSuggestion));
    },
  );
};
