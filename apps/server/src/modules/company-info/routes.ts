import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  companyDetailSchema,
  companyListQuerySchema,
  companyPageSchema,
  companyProcessSchema,
  companyQuerySchema,
  envelopeSchema,
  COMPANY_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { viewerIdOf } from '../auth';
import { scheduleOpenPostingRefresh } from './open-postings';
import { createCompanyInfoService } from './service';

const TAGS = ['company-info'];
const NOT_FOUND = '기업 정보를 찾을 수 없습니다.';

/**
 * 기업정보 (issue 21, decision 0035): the list, a company's detail and its
 * hiring process. Public reads; the viewer only decides the 관심 mark and
 * how much of the interview questions is shown (give-to-get).
 */
export const companyInfoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const companies = createCompanyInfoService(app.database.db, () => app.clock());
  const viewerId = viewerIdOf(app);
  scheduleOpenPostingRefresh(app);

  app.get(
    COMPANY_API.list,
    {
      schema: {
        tags: TAGS,
        summary:
          '기업 목록 (업종·기업형태·규모·지역 필터, 이름 검색, 평점·리뷰·채용 중 공고·이름순)',
        querystring: companyListQuerySchema,
        response: { 200: envelopeSchema(companyPageSchema) },
      },
    },
    async (request) => ok(await companies.list(request.query)),
  );

  app.get(
    COMPANY_API.detail,
    {
      schema: {
        tags: TAGS,
        summary:
          '기업 상세 (개요, 재무, 인원·급여 추이, 복리후생, 평점 요약, 면접 요약, 채용 중 공고, 관심)',
        querystring: companyQuerySchema,
        response: { 200: envelopeSchema(companyDetailSchema) },
      },
    },
    async (request) => {
      const detail = await companies.detail(request.query.companyId, await viewerId(request));
      if (!detail) throw rejected.notFound(NOT_FOUND);
      return ok(detail);
    },
  );

  app.get(
    COMPANY_API.process,
    {
      schema: {
        tags: TAGS,
        summary:
          '채용 절차 (전형 단계, 단계별 지원자·합격 비율(5명 이상일 때), 소요 기간, 면접 질문)',
        querystring: companyQuerySchema,
        response: { 200: envelopeSchema(companyProcessSchema) },
      },
    },
    async (request) => {
      const process = await companies.process(request.query.companyId, await viewerId(request));
      if (!process) throw rejected.notFound(NOT_FOUND);
      return ok(process);
    },
  );

  done();
};
