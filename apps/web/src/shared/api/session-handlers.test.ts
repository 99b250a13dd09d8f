import { API, APP_ORIGIN } from '@ilteo/contract';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator, type NavigateOptions } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { setAuthHandlers } from './auth-handlers';
import { request } from './http';
import { REFRESH_LOCK_NAME, REFRESHED_AT_KEY, sessionHandlers } from './session-handlers';

const ok = (data: unknown = null) => HttpResponse.json({ code: '001', message: '', data });
const fail = (code: string, status: number, message = '') =>
  HttpResponse.json({ code, message, data: null }, { status });

const alerts = () => useDialogStore.getState().queue.map((d) => d.message);

/** A fake API whose access token is valid only after a refresh. */
function fakeSessionApi({ refresh }: { refresh: () => Response | Promise<Response> }) {
  const state = { fresh: false, refreshes: 0, logOuts: 0, calls: 0 };
  server.use(
    http.get('/api/v1/protected/:n', ({ params }) => {
      state.calls += 1;
      return state.fresh ? ok({ n: params.n }) : fail('401', 401);
    }),
    http.post(API.session.reAccessToken, async () => {
      state.refreshes += 1;
      await delay(20);
      const response = await refresh();
      if (response.status === 200) state.fresh = true;
      return response;
    }),
    http.get(API.session.logOut, ({ request }) => {
      // As the server does: a logout without the header is refused (decision 0021).
      if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest')
        return HttpResponse.json({ code: '202', message: '', data: null }, { status: 400 });
      state.logOuts += 1;
      return ok();
    }),
  );
  return state;
}

let navigations: [string, NavigateOptions | undefined][] = [];

beforeEach(() => {
  navigations = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const unregister = registerNavigator(
    (to, options) => navigations.push([to, options]),
    () => '/person/myhome/user-info?tab=contact',
  );
  const restore = setAuthHandlers(sessionHandlers);
  return () => {
    restore();
    unregister();
  };
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  Reflect.deleteProperty(window, 'Capacitor');
});

const fetchAll = (count: number, options: { redirectOnSessionEnd?: boolean } = {}) =>
  Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      request<{ n: string }>({ url: `/api/v1/protected/${i + 1}`, ...options }),
    ),
  );

const codesOf = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok'));

describe('the 401 flow', () => {
  it('refreshes exactly once for concurrent calls and replays them all', async () => {
    const api = fakeSessionApi({ refresh: () => ok() });
    const results = await fetchAll(5);
    expect(api.refreshes).toBe(1);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.data.n : r.status))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    // Five 401s, then five replays.
    expect(api.calls).toBe(10);
    expect(alerts()).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('replays without refreshing again a call sent before the last refresh finished', async () => {
    const api = fakeSessionApi({ refresh: () => ok() });
    // The stale call leaves first and is answered 401 only after the refresh is done.
    let first = true;
    server.use(
      http.get('/api/v1/protected/:n', async ({ params }) => {
        api.calls += 1;
        if (params.n === 'slow' && first) {
          first = false;
          await delay(80);
          return fail('401', 401);
        }
        return api.fresh ? ok({ n: params.n }) : fail('401', 401);
      }),
    );
    const slow = request<{ n: string }>({ url: '/api/v1/protected/slow' });
    await delay(5);
    await fetchAll(2);
    await expect(slow).resolves.toMatchObject({ data: { n: 'slow' } });
    expect(api.refreshes).toBe(1);
  });

  it('drops the queue and logs out to /login when the refresh answers 402', async () => {
    useAppStore.getState().setLoginInfo({ loginId: 'hong', name: '홍길동', signUpType: 'general' });
    const api = fakeSessionApi({
      refresh: () => fail('402', 401, '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.'),
    });
    const results = await fetchAll(3);
    expect(codesOf(results)).toEqual(['402', '402', '402']);
    expect(api.refreshes).toBe(1);
    expect(api.logOuts).toBe(1);
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(navigations).toEqual([
      ['/login?returnUrl=%2Fperson%2Fmyhome%2Fuser-info%3Ftab%3Dcontact', { replace: true }],
    ]);
    expect(alerts()).toEqual(['로그인 정보가 만료되었습니다. 다시 로그인해 주세요.']);
  });

  it.each(['403', '404'])('ends the session the same way for %s', async (code) => {
    const api = fakeSessionApi({ refresh: () => fail(code, 401, '로그인이 필요합니다.') });
    const results = await fetchAll(2);
    expect(codesOf(results)).toEqual([code, code]);
    expect(api.logOuts).toBe(1);
    expect(navigations).toHaveLength(1);
    expect(navigations[0]?.[0]).toMatch(/^\/login\?returnUrl=/);
  });

  it('ends the session without leaving the page for quiet background checks', async () => {
    useAppStore.getState().setLoginInfo({ loginId: 'hong' });
    const api = fakeSessionApi({ refresh: () => fail('402', 401, '만료') });
    await fetchAll(1, { redirectOnSessionEnd: false });
    expect(api.logOuts).toBe(1);
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(navigations).toEqual([]);
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    useAppStore.getState().setLoginInfo({ loginId: 'hong' });
    const api = fakeSessionApi({ refresh: () => HttpResponse.error() });
    const results = await fetchAll(2);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(api.logOuts).toBe(0);
    expect(useAppStore.getState().loginInfo).toEqual({ loginId: 'hong' });
    expect(navigations).toEqual([]);
    expect(alerts()).toHaveLength(1);
  });

  it('clears the native act and ret cookies in the hybrid app', async () => {
    const deleteCookie = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'Capacitor', {
      configurable: true,
      value: { Plugins: { CapacitorCookies: { deleteCookie } } },
    });
    fakeSessionApi({ refresh: () => fail('402', 401) });
    await fetchAll(1);
    expect(deleteCookie.mock.calls).toEqual([
      [{ url: APP_ORIGIN, key: 'act' }],
      [{ url: APP_ORIGIN, key: 'ret' }],
    ]);
  });

  it('takes the cross-tab Web Lock around the refresh', async () => {
    const names: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, _options: unknown, task: () => Promise<unknown>) => {
          names.push(name);
          return task();
        },
      },
    });
    const api = fakeSessionApi({ refresh: () => ok() });
    await fetchAll(3);
    expect(names).toEqual([REFRESH_LOCK_NAME]);
    expect(api.refreshes).toBe(1);
    expect(Number(window.localStorage.getItem(REFRESHED_AT_KEY))).toBeGreaterThan(0);
  });

  it('replays without refreshing when another tab refreshed while this one waited', async () => {
    const api = fakeSessionApi({ refresh: () => ok() });
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, _options: unknown, task: () => Promise<unknown>) => {
          // The other tab holds the lock, refreshes (new cookies), then lets go.
          await delay(10);
          api.fresh = true;
          window.localStorage.setItem(REFRESHED_AT_KEY, String(Date.now() + 1));
          return task();
        },
      },
    });
    const results = await fetchAll(2);
    expect(codesOf(results)).toEqual(['ok', 'ok']);
    expect(api.refreshes).toBe(0);
  });
});
