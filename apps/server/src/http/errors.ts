import { RESPONSE_CODES, type ResponseCodeKey } from '@ilteo/contract';

/**
 * The one error vocabulary of the server: a catalogue code (§8), an optional
 * more precise message and HTTP status, and optional data for the client.
 * Services throw these; the error handler turns them into envelopes.
 */
export class AppError extends Error {
  readonly key: ResponseCodeKey;
  readonly status: number;
  readonly data: unknown;

  constructor(
    key: ResponseCodeKey,
    options: { message?: string; status?: number; data?: unknown; cause?: unknown } = {},
  ) {
    const entry = RESPONSE_CODES[key];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.status = options.status ?? entry.httpStatus;
    this.data = options.data ?? null;
  }

  get code(): string {
    return RESPONSE_CODES[this.key].code;
  }
}

/** The generic rejections, all code 202 with the fitting HTTP status. */
export const rejected = {
  badRequest: (message: string, data?: unknown) =>
    new AppError('REQUEST_REJECTED', { message, status: 400, data }),
  /** One field refused, shaped like a validation error so forms can show it beside the field. */
  field: (field: string, message: string) =>
    new AppError('REQUEST_REJECTED', {
      message: `${field}: ${message}`,
      status: 400,
      data: { fields: [{ field, message }] },
    }),
  notFound: (message = '요청하신 정보를 찾을 수 없습니다.') =>
    new AppError('REQUEST_REJECTED', { message, status: 404 }),
  forbidden: (message: string) => new AppError('REQUEST_REJECTED', { message, status: 403 }),
  tooLarge: (message: string) => new AppError('REQUEST_REJECTED', { message, status: 413 }),
  tooManyRequests: (message = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.') =>
    new AppError('REQUEST_REJECTED', { message, status: 429 }),
  methodNotAllowed: () =>
    new AppError('REQUEST_REJECTED', { message: '허용되지 않는 요청 방식입니다.', status: 405 }),
  unsupportedMediaType: (message = '지원하지 않는 요청 형식입니다.') =>
    new AppError('REQUEST_REJECTED', { message, status: 415 }),
  unavailable: (message = '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.') =>
    new AppError('SERVER_ERROR', { message, status: 503 }),
};
