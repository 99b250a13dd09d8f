import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RESPONSE_CODES, type FieldError } from '@ilteo/contract';
import { failure } from './envelope';
import { AppError, rejected } from './errors';

const CONTEXT_LABEL: Record<string, string> = {
  body: '본문',
  querystring: '검색 조건',
  params: '경로',
  headers: '헤더',
};

function fieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: field || (CONTEXT_LABEL[context] ?? context), message: v.message ?? '' };
  });
}

/** Maps a framework error (parsing, limits, plugins) to our vocabulary. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return rejected.tooLarge('요청 본문이 너무 큽니다. 1MB 이하로 보내 주세요.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return rejected.tooLarge('파일이 너무 큽니다. 20MB 이하의 파일을 올려 주세요.');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return rejected.tooLarge('한 번에 올릴 수 있는 파일이나 항목의 수를 넘었습니다.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return rejected.unsupportedMediaType('파일은 multipart/form-data 형식으로 보내 주세요.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return rejected.unsupportedMediaType();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return rejected.badRequest('요청 본문을 읽을 수 없습니다. 형식을 확인해 주세요.');
    default:
      break;
  }
  // node-postgres: every pooled connection stayed busy past connectionTimeoutMillis (a burst
  // beyond the pool). The request changed nothing; the client may try again (503, not a bug's 500).
  if (error.message === 'timeout exceeded when trying to connect') {
    return rejected.unavailable('요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  }
  if (error.statusCode === 429) return rejected.tooManyRequests();
  if (error.statusCode === 413) return rejected.tooLarge('요청이 너무 큽니다.');
  if (error.statusCode === 415) return rejected.unsupportedMediaType();
  if (error.statusCode === 404) return rejected.notFound();
  if (error.statusCode === 403) return rejected.forbidden('접근할 수 없는 경로입니다.');
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return rejected.badRequest('요청 본문을 읽을 수 없습니다. 형식을 확인해 주세요.');
  }
  return undefined;
}

/**
 * One place that turns every thrown error into an envelope: domain errors
 * carry their code, validation errors name the field in Korean, anything else
 * is logged with the request id and answered without internals.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    pageFallback?: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => FastifyReply | Promise<FastifyReply> | undefined;
  } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldErrors(error);
      const first = fields[0];
      const message = first
        ? `${first.field}: ${first.message}`
        : RESPONSE_CODES.REQUEST_REJECTED.message;
      const err = rejected.badRequest(message, { fields });
      return reply.status(err.status).send(failure(err.code, err.message, err.data));
    }
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: known.code, status: known.status }, known.message);
      return reply.status(known.status).send(failure(known.code, known.message, known.data));
    }
    request.log.error({ err: error }, 'unexpected error');
    const entry = RESPONSE_CODES.SERVER_ERROR;
    return reply
      .status(entry.httpStatus)
      .send(failure(entry.code, entry.message, { requestId: request.id }));
  });

  app.setNotFoundHandler((request, reply) => {
    const page = options.pageFallback?.(request, reply);
    if (page) return page;
    const err = rejected.notFound('요청하신 API를 찾을 수 없습니다.');
    request.log.info({ url: request.url }, 'no such route');
    return reply.status(err.status).send(failure(err.code, err.message, null));
  });
}
