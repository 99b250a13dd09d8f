import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID_FILE, BUILD_ID_META } from '@/shared/config/build-id';
import { loadChunk } from '@/shared/lib/chunk-loading';
import { server } from '@/shared/testing/msw-server';
import { RouteErrorPage } from './route-error-page';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a-1.js');

function Screen() {
  return <h1>채용정보</h1>;
}

/** A screen whose code is loaded as the route table loads it, the loader failing `failures` times. */
function renderScreen(failures: number) {
  const load = vi.fn(() => Promise.resolve(Screen));
  for (let i = 0; i < failures; i += 1) load.mockRejectedValueOnce(chunkError());
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage standalone />,
      HydrateFallback: () => null,
      lazy: async () => ({ Component: await loadChunk(load) }),
    },
  ]);
  render(<RouterProvider router={router} />);
  return load;
}

const serverBuild = (buildId: string) =>
  server.use(http.get(`/${BUILD_ID_FILE}`, () => HttpResponse.json({ buildId })));

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = BUILD_ID_META;
  meta.content = 'build-running';
  document.head.append(meta);
  // The router logs the failed route; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => document.head.querySelector(`meta[name="${BUILD_ID_META}"]`)?.remove());

describe('a screen whose code does not arrive', () => {
  it('shows the screen when the second try brings it', async () => {
    serverBuild('build-newer');
    const load = renderScreen(1);
    expect(await screen.findByRole('heading', { name: '채용정보' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a new version is out only when the server serves another build', async () => {
    serverBuild('build-newer');
    renderScreen(2);
    expect(await screen.findByRole('heading', { name: '새 버전이 배포되었습니다' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '새로 고침' })).toBeTruthy();
  });

  it('otherwise says the screen did not load, and offers to try again', async () => {
    serverBuild('build-running');
    renderScreen(2);
    expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했습니다' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.queryByText(/새 버전/)).toBeNull();
  });
});
