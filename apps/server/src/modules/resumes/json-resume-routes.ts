import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  jsonResumeImportResultSchema,
  jsonResumeImportSchema,
  resumeContentSchema,
  resumeIdQuerySchema,
  RESUME_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { catalogueCodesByName, catalogueNameKey, catalogueNames } from '../certificates';
import { toJsonResume } from './json-resume-export';
import { applyCatalogue, fromJsonResume } from './json-resume-import';
import { actingOf } from './acting';
import { catalogueCodesOf } from './presenter';
import type { ResumeService } from './service';

const TAGS = ['resumes'];

/** A download name from the title: what a file system refuses becomes '_'. */
export function exportFileName(title: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || '이력서';
  return `${base.slice(0, 80)}.json`;
}

/** JSON Resume v1.0.0: export a résumé (a download) and import one as a new résumé. */
export const jsonResumeRoutes: FastifyPluginCallbackZod<{ service: ResumeService }> = (
  app,
  { service },
  done,
) => {
  const db = app.database.db;
  const path = RESUME_API.jsonResume;

  app.get(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '이력서를 JSON Resume(v1.0.0) 파일로 내보내기 (열람 기록을 남김)',
        querystring: resumeIdQuerySchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const row = await service.read(actingOf(request), request.query.resumeId, 'export');
      const names = await catalogueNames(db, catalogueCodesOf(row.content));
      const fileName = exportFileName(row.title);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="resume.json"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'no-store')
        .send(toJsonResume(row.content, names));
    },
  );

  app.post(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'JSON Resume(v1.0.0)를 새 이력서로 가져오기 (옮기지 못한 내용은 notes로 알림)',
        body: jsonResumeImportSchema,
        response: { 201: envelopeSchema(jsonResumeImportResultSchema) },
      },
    },
    async (request, reply) => {
      const acting = actingOf(request);
      service.authorizeOwn(acting, 'change');
      const mapped = fromJsonResume(request.body.document);
      const lookup = await catalogueCodesByName(db, [
        ...mapped.pending.certificates.map((c) => c.name),
        ...mapped.pending.languages.map((l) => l.name),
      ]);
      const { content, notes } = applyCatalogue(mapped, { key: catalogueNameKey, ...lookup });
      const parsed = resumeContentSchema.safeParse(content);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = ['document', ...(issue?.path ?? []).map(String)].join('.');
        const message = issue?.message ?? '가져올 수 없는 내용입니다.';
        throw new AppError('REQUEST_REJECTED', {
          message: `가져온 이력서를 저장할 수 없습니다: ${message}`,
          status: 400,
          data: { fields: [{ field, message }] },
        });
      }
      const resumeId = await service.create(acting, parsed.data);
      return reply
        .status(201)
        .send(ok({ resumeId, notes }, 'REGISTERED', '이력서를 가져왔습니다.'));
    },
  );

  done();
};
