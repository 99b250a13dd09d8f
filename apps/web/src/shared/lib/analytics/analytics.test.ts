import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import {
  consoleProvider,
  createEndpointProvider,
  setAnalyticsProvider,
  track,
  trackPageView,
  type AnalyticsEvent,
} from '.';

const event: AnalyticsEvent = {
  name: 'page_view',
  path: '/person/main',
  title: '메인',
  occurredAt: '2025-01-01T00:00:00.000Z',
};

describe('analytics', () => {
  it('sends page views to the current provider', () => {
    const sent: AnalyticsEvent[] = [];
    const restore = setAnalyticsProvider({ name: 'memory', send: (e) => sent.push(e) });
    trackPageView('/person/certi-lang/certi/list?page=2', '자격증 정보');
    restore();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'page_view',
      path: '/person/certi-lang/certi/list?page=2',
      title: '자격증 정보',
    });
    expect(Number.isNaN(Date.parse(sent[0]?.occurredAt ?? ''))).toBe(false);
  });

  it('never lets a failing provider break the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = setAnalyticsProvider({
      name: 'broken',
      send: () => {
        throw new Error('down');
      },
    });
    expect(() => track(event)).not.toThrow();
    restore();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs with a clear prefix in the console provider', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    consoleProvider.send(event);
    expect(info).toHaveBeenCalledWith('[analytics] page_view', event);
  });

  it('beacons to the endpoint when the browser accepts it', async () => {
    const beacon = vi.fn((_url: string | URL, data?: BodyInit | null) => data instanceof Blob);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }),
    );
    createEndpointProvider('/collect').send(event);
    expect(beacon).toHaveBeenCalledOnce();
    const blob = beacon.mock.calls[0]?.[1] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(event);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon: () => false }),
    );
    const received = new Promise<unknown>((resolve) => {
      server.use(
        http.post('/collect', async ({ request }) => {
          resolve(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      );
    });
    createEndpointProvider('/collect').send(event);
    await expect(received).resolves.toEqual(event);
  });
});
