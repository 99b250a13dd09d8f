import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, RESPONSE_CODES } from '@ilteo/contract';
import { AppError } from '../../src/http/errors';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';

describe.each(DATABASE_KINDS)('envelope and errors (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend: (app) => {
        app.get('/api/test/boom', () => {
          throw new Error('secret internal detail: password=hunter2');
        });
        app.get('/api/test/domain', () => {
          throw new AppError('DUPLICATE');
        });
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({
                name: z.string().min(2, '이름은 2자 이상이어야 합니다.'),
                age: z.number(),
              }),
            },
          },
          (request) => ({ code: '001', message: 'ok', data: request.body }),
        );
      },
    });
  });
  afterAll(() => t.close());

  it('answers success with code 001, a message and data', async () => {
    const res = await createClient(t.app).get(API.system.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: '001',
      message: RESPONSE_CODES.SUCCESS.message,
      data: { status: 'ok', database: 'up' },
    });
  });

  it('answers an unknown API path with 202 and HTTP 404 in the envelope', async () => {
    const res = await createClient(t.app).get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toMatch(/찾을 수 없습니다/);
  });

  it('answers a domain error with its catalogue code, message and status', async () => {
    const res = await createClient(t.app).get('/api/test/domain');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: '302',
      message: RESPONSE_CODES.DUPLICATE.message,
      data: null,
    });
  });

  it('hides internals of an unexpected error and gives the request id', async () => {
    const res = await createClient(t.app).get('/api/test/boom', {
      headers: { 'x-request-id': 'req-test-123456' },
    });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('203');
    expect(res.raw).not.toContain('hunter2');
    expect(res.raw).not.toContain('secret internal');
    expect(res.body.data).toEqual({ requestId: 'req-test-123456' });
    expect(res.headers['x-request-id']).toBe('req-test-123456');
  });

  it('names the field in Korean when validation fails', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const res = await client.post('/api/test/echo', { payload: { name: 'a', age: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toBe('name: 이름은 2자 이상이어야 합니다.');
    const fields = (res.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field)).toEqual(['name', 'age']);
    expect(fields[1]?.message).toMatch(/number/);
  });

  it('says a required field is missing in plain Korean', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const res = await client.post('/api/test/echo', { payload: { age: 3 } });
    expect(res.body.message).toBe('name: 필수 입력 항목입니다.');
  });

  it('refuses a malformed JSON body cleanly', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const res = await client.post('/api/test/echo', {
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toMatch(/형식/);
  });

  it('refuses a body over 1 MB with 413 and an envelope', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const res = await client.post('/api/test/echo', {
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toMatch(/1MB/);
  });

  it('sends security headers and a CSP', async () => {
    const res = await createClient(t.app).get(API.system.health);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['x-request-id']).toBeTruthy();
    // Refusals carry them too (they are set before routing).
    const missing = await createClient(t.app).get('/api/v1/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        API.cmmn.codes,
        API.cmmn.sideMenu,
        API.cmmn.uploadFile,
        API.cmmn.file,
        API.system.health,
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
