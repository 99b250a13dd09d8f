import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID_FILE, BUILD_ID_META } from '@/shared/config/build-id';
import { server } from '@/shared/testing/msw-server';
import { isChunkLoadError, loadChunk, NewBuildError } from './chunk-loading';

const RUNNING = 'build-running';

/** What Chromium throws when a lazy chunk does not arrive. */
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/main-page-x1.js',
  );

/** The build file the server sends, counting how often it is asked for. */
function serveBuild(respond: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get(`/${BUILD_ID_FILE}`, () => {
      asked.count += 1;
      return respond();
    }),
  );
  return asked;
}

function runBuild(id: string | undefined) {
  document.head.querySelector(`meta[name="${BUILD_ID_META}"]`)?.remove();
  if (id === undefined) return;
  const meta = document.createElement('meta');
  meta.name = BUILD_ID_META;
  meta.content = id;
  document.head.append(meta);
}

beforeEach(() => runBuild(RUNNING));
afterEach(() => runBuild(undefined));

describe('loadChunk', () => {
  it('asks once more when a chunk does not arrive, and the second answer is used', async () => {
    const asked = serveBuild(() => HttpResponse.json({ buildId: 'build-newer' }));
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError());
    load.mockResolvedValueOnce('screen');
    await expect(loadChunk(load)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded after all: no reason to ask which build the server has.
    expect(asked.count).toBe(0);
  });

  it('does not retry an error that is not a failed load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('render failed')));
    await expect(loadChunk(load)).rejects.toThrow('render failed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a new build when both tries fail and the server serves another build', async () => {
    const asked = serveBuild(() => HttpResponse.json({ buildId: 'build-newer' }));
    const load = vi.fn(() => Promise.reject(chunkError()));
    const error: unknown = await loadChunk(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewBuildError);
    expect(load).toHaveBeenCalledTimes(2);
    expect(asked.count).toBe(1);
  });

  it('keeps the load error when the server serves the build this page runs', async () => {
    serveBuild(() => HttpResponse.json({ buildId: RUNNING }));
    const error: unknown = await loadChunk(() => Promise.reject(chunkError())).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(NewBuildError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['refused', () => new HttpResponse(null, { status: 429 })],
    ['not JSON', () => new HttpResponse('<!doctype html>', { status: 200 })],
    ['unreachable', () => HttpResponse.error()],
  ])('claims no new build when the build file is %s', async (_case, respond) => {
    serveBuild(respond);
    const error: unknown = await loadChunk(() => Promise.reject(chunkError())).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(NewBuildError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not ask the server when the page names no build (development)', async () => {
    runBuild(undefined);
    const asked = serveBuild(() => HttpResponse.json({ buildId: 'build-newer' }));
    const error: unknown = await loadChunk(() => Promise.reject(chunkError())).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(NewBuildError);
    expect(asked.count).toBe(0);
  });

  it.each([
    'Failed to fetch dynamically imported module: https://ilteo.kr/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://ilteo.kr/assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('knows the browsers’ message "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });
});
