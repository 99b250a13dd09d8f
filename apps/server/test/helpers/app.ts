import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CSRF_HEADER, type ApiEnvelope } from '@ilteo/contract';
import { fastifyOptions, ilteoApp } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, type DatabaseKind } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database and a temporary data directory.
 * `extend` may add routes before the app is ready (for error-path tests).
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: Partial<Env>;
    extend?: (app: FastifyInstance) => void;
    /** An already open database (a second node on the same PostgreSQL); the caller closes it. */
    database?: DatabaseHandle;
    /** Collect every log line (at trace level) into this array. */
    logLines?: string[];
    /** The app's now (for Seoul-date rules); the real time when absent. */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilteo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase(kind));
  const base = fastifyOptions(config);
  const lines = options.logLines;
  const app = Fastify(
    lines
      ? {
          ...base,
          logger: {
            ...(typeof base.logger === 'object' ? base.logger : {}),
            level: 'trace',
            stream: { write: (line: string) => void lines.push(line) },
          },
        }
      : base,
  );
  await app.register(ilteoApp, {
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: ApiEnvelope<T>;
  raw: string;
  rawPayload: Buffer;
}

/**
 * A browser-like client over `app.inject`: keeps cookies, remembers the CSRF
 * token from each response and sends it back, as the web app does.
 */
export function createClient(app: FastifyInstance) {
  const jar = new Map<string, string>();
  let csrf: string | undefined;

  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request<T = unknown>(
    method: Method,
    url: string,
    opts: {
      payload?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
      query?: Record<string, string>;
    } = {},
  ): Promise<ClientResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (jar.size > 0) headers.cookie = cookieHeader();
    if (opts.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    const res = await app.inject({
      method,
      url,
      query: opts.query,
      headers,
      payload: opts.payload as string | Buffer | object | undefined,
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    const token = res.headers[CSRF_HEADER.toLowerCase()];
    if (typeof token === 'string') csrf = token;
    let body = {} as ApiEnvelope<T>;
    if (String(res.headers['content-type'] ?? '').includes('application/json')) {
      body = res.json<ApiEnvelope<T>>();
    }
    return {
      status: res.statusCode,
      headers: res.headers,
      body,
      raw: res.body,
      rawPayload: res.rawPayload,
    };
  }

  return {
    request,
    get: <T = unknown>(url: string, opts?: Parameters<typeof request>[2]) =>
      request<T>('GET', url, opts),
    post: <T = unknown>(url: string, opts?: Parameters<typeof request>[2]) =>
      request<T>('POST', url, opts),
    get csrfToken() {
      return csrf;
    },
    cookies: jar,
  };
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(
  files: { field?: string; filename: string; content: Buffer; type?: string }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ilteo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
