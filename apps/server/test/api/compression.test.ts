import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ilteo/contract';
import { createTestApp, type TestApp } from '../helpers/app';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  // The region tree: tens of kilobytes of JSON.
  const regions = `${API.cmmn.codes}?grpCd=REGION&tree=Y`;
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to a client that accepts it, and the same envelope comes out', async () => {
    const plain = await get(regions);
    const br = await get(regions, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const res = await get(regions, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toMatchObject({ code: '001' });
  });

  it('leaves small answers as they are', async () => {
    const res = await get(API.session.verifyToken, 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: '001', data: 'anonymousUser' });
  });
});
