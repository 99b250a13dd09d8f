import {
  CSRF_HEADER,
  findResponseCode,
  withQuery,
  type ApiEnvelope,
  type QueryParams,
} from '@ilteo/contract';
import { paths } from '@/shared/config/paths';
import { navigateTo } from '@/shared/lib/navigation-bridge';
import { beginLoading } from '@/shared/stores/loading-store';
import { alert, isAlertPending } from '@/shared/ui/dialog/dialog-store';
import { ApiError, CLIENT_ERROR_CODES, isAbortError } from './api-error';
import { authHandlers } from './auth-handlers';
import { csrfToken, rememberCsrfToken } from './csrf';

/**
 * The one way the web app talks to the API (spec §7).
 *
 * Every response body is the envelope `{code, message, data}`; what happens
 * next depends only on the code's `behaviour` in the contract catalogue:
 * - success (001): resolve.
 * - alert: show the server's message with a 확인 button; resolve when the
 *   HTTP status is 2xx (등록되었습니다 and friends), reject otherwise.
 * - silent (201): no alert; the calling screen reports the failure inline.
 * - redirectMain (101–103): alert, then replace the page with the main page.
 * - refresh (401) and logout (402–404): handed to the auth handlers
 *   (see auth-handlers.ts; the session flow is session-handlers.ts).
 * A caller may take over some codes with `handledCodes`: for those the helper
 * neither alerts nor redirects, and resolves (2xx) or rejects as usual, so a
 * form can show "wrong password" next to the field instead of in an alert.
 * Failures are logged and rejected as ApiError. Aborts reject with the
 * AbortError untouched and show nothing. There is no default timeout.
 */

/** The server's CSRF refusal (apps/server/src/http/csrf.ts) marks its data with reason 'csrf'. */
function isCsrfRefusal(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { reason?: unknown }).reason === 'csrf'
  );
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  url: string;
  params?: QueryParams;
  /** JSON-encoded unless it is FormData, Blob, URLSearchParams or a string. */
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
  responseType?: 'json' | 'blob';
  /** Show the global loading indicator while the call runs. */
  useLoading?: boolean;
  signal?: AbortSignal;
  /** Never alert; for callers the spec makes report failures themselves (downloads). */
  silent?: boolean;
  /**
   * Codes the calling screen reports itself (inline, next to the form): no
   * alert, no redirect, no refresh; 2xx resolves, anything else rejects.
   */
  handledCodes?: readonly string[];
  /**
   * When the session turns out to be over (402–404, or a failed refresh),
   * replace the page with /login. False for background checks (the login
   * status at start-up, the route guard) that decide where to go themselves.
   */
  redirectOnSessionEnd?: boolean;
}

export interface JsonRequestOptions extends RequestOptions {
  responseType?: 'json';
}

export interface BlobRequestOptions extends RequestOptions {
  responseType: 'blob';
}

const MESSAGES = {
  network: '네트워크 연결이 원활하지 않습니다. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  invalidResponse: '서버 응답을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  unknownCode: '요청을 처리하지 못했습니다.',
} as const;

export function request<T = unknown>(options: JsonRequestOptions): Promise<ApiEnvelope<T>>;
export function request(options: BlobRequestOptions): Promise<Blob>;
export async function request(options: RequestOptions): Promise<ApiEnvelope | Blob> {
  const endLoading = options.useLoading ? beginLoading() : undefined;
  try {
    return await perform(options, false);
  } finally {
    endLoading?.();
  }
}

async function perform(
  options: RequestOptions,
  isRetry: boolean,
  csrfRetried = false,
): Promise<ApiEnvelope | Blob> {
  const method = options.method ?? 'GET';
  const url = withQuery(options.url, options.params);
  const headers = buildHeaders(options);
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    body: buildBody(method, options.data, headers),
  };
  if (options.signal) init.signal = options.signal;

  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    const error = new ApiError({
      code: CLIENT_ERROR_CODES.network,
      message: MESSAGES.network,
      status: 0,
      data: undefined,
      url,
      cause,
    });
    report(method, error);
    notify(error.message, options);
    throw error;
  }

  rememberCsrfToken(response);

  if (options.responseType === 'blob' && response.ok && !isJson(response)) {
    return response.blob();
  }

  const envelope = await readEnvelope(response);
  if (!envelope) {
    const error = new ApiError({
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: MESSAGES.invalidResponse,
      status: response.status,
      data: undefined,
      url,
    });
    report(method, error);
    notify(error.message, options);
    throw error;
  }

  // Refused for a stale CSRF token: this very response brought a fresh one
  // (remembered above), so one retry succeeds. Tokens go stale when a
  // concurrent login or logout rotated the browser's secret.
  if (!csrfRetried && response.status === 403 && isCsrfRefusal(envelope.data)) {
    return perform(options, isRetry, true);
  }

  const entry = findResponseCode(envelope.code);
  const behaviour = entry?.behaviour ?? 'alert';
  const message = envelope.message.trim() || entry?.message || MESSAGES.unknownCode;
  const error = new ApiError({
    code: envelope.code,
    message,
    status: response.status,
    data: envelope.data,
    url,
  });

  if (options.handledCodes?.includes(envelope.code)) {
    if (response.ok) return envelope;
    throw error;
  }

  const session = { redirect: options.redirectOnSessionEnd ?? true, notify: !options.silent };
  switch (behaviour) {
    case 'success':
    case 'silent':
      if (response.ok) return envelope;
      break;
    case 'alert':
      notify(message, options);
      if (response.ok) return envelope;
      break;
    case 'refresh':
      report(method, error);
      if (isRetry) {
        await authHandlers().onSessionEnded(error, session);
        throw error;
      }
      return (await authHandlers().onAccessTokenExpired({
        error,
        sentAt,
        session,
        retry: () => perform(options, true),
      })) as ApiEnvelope | Blob;
    case 'logout':
      report(method, error);
      notify(message, options);
      await authHandlers().onSessionEnded(error, { ...session, notify: false });
      throw error;
    case 'redirectMain':
      report(method, error);
      notify(message, options);
      // Replace, so Back does not return to the page the user may not open.
      navigateTo(paths.main, { replace: true });
      throw error;
  }

  report(method, error);
  throw error;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) {
    headers.set('Accept', options.responseType === 'blob' ? '*/*' : 'application/json');
  }
  const token = csrfToken();
  if (token) headers.set(CSRF_HEADER, token);
  return headers;
}

function buildBody(method: HttpMethod, data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null || method === 'GET') return undefined;
  if (
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    typeof data === 'string'
  ) {
    // The browser sets the multipart boundary itself; a Content-Type here would break it.
    return data;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

const isJson = (response: Response): boolean =>
  (response.headers.get('Content-Type') ?? '').includes('json');

async function readEnvelope(response: Response): Promise<ApiEnvelope | null> {
  const text = await response.text();
  if (!text) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, data } = body as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return { code, message: typeof message === 'string' ? message : '', data };
}

function notify(message: string, options: RequestOptions): void {
  // Parallel calls failing the same way (say, an expired login) raise one alert, not five.
  if (options.silent || isAlertPending(message)) return;
  void alert(message);
}

function report(method: string, error: ApiError): void {
  console.error(`[http] ${method} ${error.url} failed: ${error.code} (${error.status})`, error);
}
