import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, UPLOAD, envelopeSchema, fileQuerySchema, uploadedFileSchema } from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { contentDisposition } from './file-name';
import { createFileRepository } from './repository';
import { createFileService, type IncomingFile } from './service';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFileService(createFileRepository(app.database.db), app.fileStorage);

  await app.register(multipart, {
    // @fastify/busboy decodes part headers as UTF-8, so Korean file names arrive intact (tested).
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD.maxFileBytes,
      files: UPLOAD.maxFiles,
      fields: UPLOAD.maxFields,
      parts: UPLOAD.maxFiles + UPLOAD.maxFields,
      fieldSize: 1024,
      headerPairs: 200,
    },
  });

  app.post(
    API.cmmn.uploadFile,
    {
      schema: {
        tags: ['cmmn'],
        summary: '파일 업로드 (multipart/form-data, 내용 검사 후 저장)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.array(uploadedFileSchema)) },
      },
      config: { rateLimit: { max: app.config.rateLimit.uploadPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const files: IncomingFile[] = [];
      for await (const part of request.files()) {
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      }
      return ok(await service.upload(files, null));
    },
  );

  app.get(
    API.cmmn.file,
    {
      schema: {
        tags: ['cmmn'],
        summary: '파일 내려받기 (원래 파일 이름으로)',
        querystring: fileQuerySchema,
      },
    },
    async (request, reply) => {
      const { record, stream } = await service.open(request.query.saveName);
      return reply
        .header('Content-Type', record.mime)
        .header('Content-Length', String(record.size))
        .header('Content-Disposition', contentDisposition(record.originalName))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=3600')
        .send(stream);
    },
  );
};
