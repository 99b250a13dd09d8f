/** Codes for failures that never reached our API, so carry no catalogue code. */
export const CLIENT_ERROR_CODES = {
  /** The request could not be sent or no response came back. */
  network: 'NETWORK_ERROR',
  /** A response came back but its body was not our envelope. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** A failed API call: the envelope's code and message, the HTTP status and data. */
export class ApiError<TData = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly data: TData;
  readonly url: string;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    data: TData;
    url: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.url = init.url;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
