import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  COOKIE_NAMES,
  UPLOAD,
  envelopeSchema,
  fileQuerySchema,
  uploadedFileSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { actorOf } from '../../http/policy';
import { viewerOf } from '../auth';
import { contentDisposition } from './file-name';
import type { IncomingFile } from './service';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.files;
  const viewer = viewerOf(app);

  /**
   * Uploads need a member (decision 0021). A visitor with no session at all
   * is told to log in (403); an expired token still gets 401, so the client
   * refreshes once and retries.
   */
  const requireMember = async (request: FastifyRequest) => {
    const hasSession =
      request.access !== null || Boolean(request.cookies[COOKIE_NAMES.refreshToken]);
    if (!hasSession) throw new AppError('LOGIN_REQUIRED');
    await app.requireUser(request);
  };

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
        summary: '파일 업로드 (로그인 필요, multipart/form-data, 내용 검사 후 저장, 하루 한도)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.array(uploadedFileSchema)) },
      },
      config: { rateLimit: { max: app.config.rateLimit.uploadPerMinute, timeWindow: '1 minute' } },
      preValidation: requireMember,
    },
    async (request) => {
      const owner = request.user;
      if (!owner) throw new AppError('ACCESS_TOKEN_EXPIRED');
      const files: IncomingFile[] = [];
      for await (const part of request.files()) {
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      }
      return ok(await service.upload(files, owner.userId));
    },
  );

  app.get(
    API.cmmn.file,
    {
      schema: {
        tags: ['cmmn'],
        summary: '파일 내려받기 (원래 파일 이름으로; 공개 콘텐츠의 파일이 아니면 올린 회원만)',
        querystring: fileQuerySchema,
      },
    },
    async (request, reply) => {
      const { record, stream } = await service.open(
        request.query.saveName,
        actorOf(await viewer(request)),
      );
      return (
        reply
          .header('Content-Type', record.mime)
          .header('Content-Length', String(record.size))
          .header('Content-Disposition', contentDisposition(record.originalName))
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          // Who may read it can change (attached, deleted), so a shared cache must not keep it.
          .header('Cache-Control', 'private, no-cache')
          .send(stream)
      );
    },
  );
};
