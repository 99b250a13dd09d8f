import { BANNER_API, type Banner } from '@ilteo/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { BANNER_INTERVAL_MS, BannerCarousel } from './banner-carousel';

const banner = (n: number, linkUrl = `/person/event/${String(n)}`): Banner => ({
  bannerId: n,
  title: `배너 ${String(n)}`,
  imageUrl: `/api/v1/cmmn/file?saveName=banner${String(n)}`,
  altText: `행사 안내 ${String(n)}`,
  linkUrl,
});

function serve(banners: Banner[]) {
  server.use(http.get(BANNER_API.list, () => HttpResponse.json(envelope('001', banners))));
}

/** The system's reduced-motion setting, as matchMedia answers it. */
function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function renderCarousel() {
  renderRoute(BannerCarousel, { path: '/' });
  return screen.findByRole('region', { name: '배너' });
}

/** The slide on show (the only one in the page). */
const shown = (region: HTMLElement) => within(region).getByRole('group');

const labelOf = (region: HTMLElement) => shown(region).getAttribute('aria-label');

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each slide as a group "n / total" with a link around its image sized ahead', async () => {
    motion(false);
    serve([banner(1), banner(2, 'https://example.com/fair'), banner(3)]);
    const region = await renderCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = shown(region);
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(slide.getAttribute('aria-label')).toBe('1 / 3');
    const image = within(region).getByRole('img', { name: '행사 안내 1' });
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(region).getByRole('link', { name: '행사 안내 1' }).getAttribute('href')).toBe(
      '/person/event/1',
    );
    expect(within(region).getByText('1 / 3')).toBeTruthy();
  });

  it('advances on its own, holds on hover, and stops with the pause button', async () => {
    motion(false);
    serve([banner(1), banner(2), banner(3)]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const region = await renderCarousel();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await wait(BANNER_INTERVAL_MS + 10);
    expect(labelOf(region)).toBe('2 / 3');

    await user.hover(region);
    await wait(BANNER_INTERVAL_MS * 2);
    expect(labelOf(region)).toBe('2 / 3');
    await user.unhover(region);

    const pause = within(region).getByRole('button', { name: '자동 넘김 멈춤' });
    await user.click(pause);
    // The click left focus in the carousel; take it out so only the pause holds it.
    act(() => pause.blur());
    await user.unhover(region);
    expect(within(region).getByRole('button', { name: '자동 넘김 시작' })).toBeTruthy();
    const before = shown(region).getAttribute('aria-label');
    await wait(BANNER_INTERVAL_MS * 2);
    expect(shown(region).getAttribute('aria-label')).toBe(before);
    // Paused, a change is announced.
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('never advances on its own under prefers-reduced-motion, but may be started', async () => {
    motion(true);
    serve([banner(1), banner(2)]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const region = await renderCarousel();
    await wait(BANNER_INTERVAL_MS * 3);
    expect(labelOf(region)).toBe('1 / 2');
    expect(within(region).getByRole('button', { name: '자동 넘김 시작' })).toBeTruthy();
  });

  it('moves with the buttons and the arrow keys from the keyboard', async () => {
    motion(true);
    serve([banner(1), banner(2), banner(3)]);
    const region = await renderCarousel();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: '자동 넘김 시작' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: '이전 배너' }));
    await user.keyboard('{Enter}');
    expect(labelOf(region)).toBe('3 / 3');
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: '다음 배너' }));
    await user.keyboard(' ');
    expect(labelOf(region)).toBe('1 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(labelOf(region)).toBe('3 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(labelOf(region)).toBe('2 / 3');
    // The next stop is the slide's link.
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('link', { name: '행사 안내 2' }));
  });

  it('renders nothing without active banners, and no controls for one', async () => {
    motion(false);
    serve([]);
    const { container } = renderRoute(BannerCarousel, { path: '/' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('section')).toBeNull();

    serve([banner(7)]);
    const region = await renderCarousel();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(labelOf(region)).toBe('1 / 1');
  });

  it('inside the hybrid app shows the app’s banners first, then the main page’s; the web asks for main only', async () => {
    motion(true);
    const asked: string[] = [];
    server.use(
      http.get(BANNER_API.list, ({ request }) => {
        const target = new URL(request.url).searchParams.get('target') ?? '';
        asked.push(target);
        return HttpResponse.json(envelope('001', target === 'app' ? [banner(9)] : [banner(1)]));
      }),
    );
    const web = await renderCarousel();
    expect(within(web).getByRole('img').getAttribute('alt')).toBe('행사 안내 1');
    expect(asked).toEqual(['main']);
    cleanup();

    vi.stubGlobal('Capacitor', { Plugins: {}, getPlatform: () => 'android' });
    asked.length = 0;
    const app = await renderCarousel();
    expect(labelOf(app)).toBe('1 / 2');
    expect(within(app).getByRole('img').getAttribute('alt')).toBe('행사 안내 9');
    expect(asked.sort()).toEqual(['app', 'main']);
  });
});
