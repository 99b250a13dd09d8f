import type { FastifyInstance } from 'fastify';
import {
  API,
  API_KEY_API,
  CSRF_HEADER,
  OPEN_API,
  type ApiKeyIssued,
  type ApiKeyList,
  type ValidKeyResult,
} from '@ilteo/contract';
import type { createClient } from './app';

type Client = ReturnType<typeof createClient>;

/** The open API in tests (decision 0041). */

export const issueKey = (c: Client, payload: Record<string, unknown>) =>
  c.post<ApiKeyIssued>(API_KEY_API.keys, { payload });
export const listKeys = (c: Client) => c.get<ApiKeyList>(API_KEY_API.keys);
export const revokeKey = (c: Client, keyId: number) =>
  c.request<null>('DELETE', API_KEY_API.keys, { query: { keyId: String(keyId) } });

/** Issues a key and returns it, failing loudly when the issue was refused. */
export async function newKey(c: Client, allowedIps: string[] = []): Promise<ApiKeyIssued> {
  const res = await issueKey(c, { name: '테스트 키', allowedIps });
  if (res.status !== 201) throw new Error(`issue failed: ${res.status} ${res.body.message}`);
  return res.body.data;
}

/** POST valid-key from `ip` with the client's cookies and CSRF token, as a browser there would. */
export async function validKey(app: FastifyInstance, c: Client, apiKey: unknown, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: API.cmmn.externalApiValidKey,
    remoteAddress: ip,
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: c.csrfToken ?? '',
    },
    payload: { apiKey },
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: string; message: string; data: ValidKeyResult }>(),
  };
}

export interface OpenAnswer {
  status: string;
  message: string;
  detail?: string;
  remaining?: number;
  total?: number;
  size?: number;
  page?: number;
  items?: Record<string, unknown>[];
  item?: Record<string, unknown>;
}

/** A public call with no cookie at all, from `ip`, the key in the header (or the query). */
export async function openCall(
  app: FastifyInstance,
  url: string,
  options: {
    key?: string;
    via?: 'header' | 'query';
    query?: Record<string, string>;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const { key, via = 'header' } = options;
  const query = {
    ...options.query,
    ...(key !== undefined && via === 'query' ? { apiKey: key } : {}),
  };
  const res = await app.inject({
    method: 'GET',
    url,
    query,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...options.headers,
      ...(key !== undefined && via === 'header' ? { 'x-api-key': key } : {}),
    },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<OpenAnswer>() };
}

export const postingUrl = (postingId: number | string) =>
  OPEN_API.posting.replace(':postingId', String(postingId));
