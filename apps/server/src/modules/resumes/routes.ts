import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESUME_LIMITS,
  emptyResumeContent,
  envelopeSchema,
  resumeContentSchema,
  resumeDetailSchema,
  resumeFlagsSchema,
  resumeIdBodySchema,
  resumeIdQuerySchema,
  resumeListSchema,
  resumeSaveSchema,
  resumeSummarySchema,
  type ResumeContent,
  RESUME_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { accountOf } from '../../http/policy';
import { memberContact } from '../account';
import { catalogueNames } from '../certificates';
import { jsonResumeRoutes } from './json-resume-routes';
import { actingOf } from './acting';
import { catalogueCodesOf, presentDetail, presentSummary } from './presenter';
import { createResumeService } from './service';

const TAGS = ['resumes'];
const resumeIdResultSchema = z.object({ resumeId: z.number().int() });
const detailQuerySchema = resumeIdQuerySchema.extend({
  /** Why the owner reads it, for the read log: the view (default), the print, an export. */
  purpose: z
    .enum(['print', 'export'], { error: '열람 목적은 print 또는 export입니다.' })
    .optional(),
});

/** A new résumé's start: the empty document with 기본정보 from the account. */
function blankFor(request: FastifyRequest): ResumeContent {
  const { user } = accountOf(request);
  const contact = memberContact(user);
  const content = emptyResumeContent();
  const mobile = (contact.mobile ?? '').replace(/\D/g, '');
  content.basics = {
    ...content.basics,
    name: contact.name.slice(0, 30),
    birthDate: (contact.birthDate ?? '').replace(/-/g, ''),
    mobile: /^01[016789]\d{7,8}$/.test(mobile) ? mobile : '',
    email: contact.email ?? '',
    zipCode: contact.zipCode ?? '',
    address: contact.address ?? '',
    addressDetail: contact.addressDetail ?? '',
  };
  return content;
}

/**
 * 이력서 (career records): the member's own list, blank, detail, save
 * (create/edit), copy, delete, flags, and JSON Resume export/import.
 * Every route needs a login and the résumé policy (a job seeker's own).
 */
export const resumeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const service = createResumeService(db, app.files, app.clock);
  const paths = RESUME_API;

  app.get(
    paths.list,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '내 이력서 목록 (최근 수정 순, 최대 10개)',
        response: { 200: envelopeSchema(resumeListSchema) },
      },
    },
    async (request) => {
      const rows = await service.list(actingOf(request));
      return ok({ items: rows.map(presentSummary), limit: RESUME_LIMITS.perMember });
    },
  );

  app.get(
    paths.blank,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '새 이력서의 시작 내용 (기본정보는 회원 정보에서)',
        response: { 200: envelopeSchema(resumeContentSchema) },
      },
    },
    (request) => {
      // Only job seekers write résumés: the same policy as creating one.
      service.authorizeOwn(actingOf(request), 'change');
      return ok(blankFor(request));
    },
  );

  app.get(
    paths.detail,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이력서 상세 (코드 이름, 첨부파일 주소 포함; 열람 기록을 남김)',
        querystring: detailQuerySchema,
        response: { 200: envelopeSchema(resumeDetailSchema) },
      },
    },
    async (request) => {
      const { resumeId, purpose } = request.query;
      const row = await service.read(actingOf(request), resumeId, purpose ?? 'owner');
      const names = await catalogueNames(db, catalogueCodesOf(row.content));
      return ok(presentDetail(row, names));
    },
  );

  app.post(
    paths.save,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이력서 등록 (미완성으로도 저장; 첫 이력서는 대표)',
        body: resumeSaveSchema,
        response: { 201: envelopeSchema(resumeIdResultSchema) },
      },
    },
    async (request, reply) => {
      if (request.body.resumeId !== undefined) {
        throw rejected.field('resumeId', '새 이력서를 등록할 때는 이력서 번호를 보내지 않습니다.');
      }
      const resumeId = await service.create(actingOf(request), request.body.content);
      return reply.status(201).send(ok({ resumeId }, 'REGISTERED', '이력서를 등록했습니다.'));
    },
  );

  app.put(
    paths.save,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이력서 수정 (resumeId 필수)',
        body: resumeSaveSchema,
        response: { 200: envelopeSchema(resumeIdResultSchema) },
      },
    },
    async (request) => {
      const { resumeId, content } = request.body;
      if (resumeId === undefined) {
        throw rejected.field('resumeId', '수정할 이력서를 지정해 주세요.');
      }
      await service.update(actingOf(request), resumeId, content);
      return ok({ resumeId }, 'CHANGED', '이력서를 저장했습니다.');
    },
  );

  app.delete(
    paths.save,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이력서 삭제 (대표였다면 가장 최근에 수정한 이력서가 대표)',
        querystring: resumeIdQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await service.remove(actingOf(request), request.query.resumeId);
      return ok(null, 'DELETED', '이력서를 삭제했습니다.');
    },
  );

  app.post(
    paths.copy,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이력서 복사 (비공개, 대표 아님, 제목에 (사본))',
        body: resumeIdBodySchema,
        response: { 201: envelopeSchema(resumeIdResultSchema) },
      },
    },
    async (request, reply) => {
      const resumeId = await service.copy(actingOf(request), request.body.resumeId);
      return reply.status(201).send(ok({ resumeId }, 'COPIED', '이력서를 복사했습니다.'));
    },
  );

  app.patch(
    paths.flags,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '대표·공개·제안 받기 설정 (제안은 공개 이력서만)',
        body: resumeFlagsSchema,
        response: { 200: envelopeSchema(resumeSummarySchema) },
      },
    },
    async (request) => {
      const { resumeId, ...flags } = request.body;
      const row = await service.setFlags(actingOf(request), resumeId, flags);
      return ok(presentSummary(row), 'CHANGED');
    },
  );

  app.register(jsonResumeRoutes, { service });
  done();
};
