import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';

/** The handler on a bare Fastify app: what an error thrown by a handler turns into. */
async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json<{ code: string; message: string }>() };
}

describe('error handling', () => {
  it('answers a pool that stayed busy with 503 and a Korean retry message, not a 500', async () => {
    const res = await answerTo(new Error('timeout exceeded when trying to connect'));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('answers anything unexpected with 500 and no internals', async () => {
    const res = await answerTo(new Error('secret detail'));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret detail');
  });
});
