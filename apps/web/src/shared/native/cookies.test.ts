import { API, APP_ORIGIN } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthHandlers } from '@/shared/api/auth-handlers';
import { request } from '@/shared/api/http';
import { logOut } from '@/shared/api/session';
import { sessionHandlers } from '@/shared/api/session-handlers';
import { registerNavigator } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import { installCapacitor } from '@/shared/testing/fake-capacitor';
import { server } from '@/shared/testing/msw-server';
import { clearNativeSessionCookies } from './cookies';

const envelope = (code: string) => ({ code, message: '세션이 끝났습니다.', data: null });

/** The order things happen in: cookie deletions and the logout call. */
let events: string[] = [];

function fakeCookies() {
  const deleteCookie = vi.fn(({ key }: { url?: string; key: string }) => {
    events.push(`delete ${key}`);
    return Promise.resolve();
  });
  installCapacitor('android', { CapacitorCookies: { deleteCookie } });
  return deleteCookie;
}

beforeEach(() => {
  events = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(API.session.logOut, () => {
      events.push('logout call');
      return HttpResponse.json(envelope('001'));
    }),
  );
  const unregister = registerNavigator(
    () => undefined,
    () => '/person/main',
  );
  const restore = setAuthHandlers(sessionHandlers);
  return () => {
    restore();
    unregister();
  };
});

describe('native session cookies', () => {
  it.each(['402', '403', '404'])(
    'a %s deletes act and ret for the app host, then makes the logout call',
    async (code) => {
      const deleteCookie = fakeCookies();
      useAppStore.setState({ loginInfo: { loginId: 'hong' } });
      server.use(
        http.get('/api/v1/mine', () => HttpResponse.json(envelope(code), { status: 401 })),
      );
      await expect(request({ url: '/api/v1/mine', silent: true })).rejects.toMatchObject({ code });
      await vi.waitFor(() => expect(events).toContain('logout call'));
      expect(deleteCookie.mock.calls).toEqual([
        [{ url: APP_ORIGIN, key: 'act' }],
        [{ url: APP_ORIGIN, key: 'ret' }],
      ]);
      expect(events).toEqual(['delete act', 'delete ret', 'logout call']);
      expect(useAppStore.getState().loginInfo).toEqual({});
    },
  );

  it('the user’s own logout clears them after the server has ended the session', async () => {
    fakeCookies();
    await logOut();
    // The server needs the cookies to find the session (and the device's push token) to end.
    expect(events).toEqual(['logout call', 'delete act', 'delete ret']);
  });

  it('warns and goes on when the plugin fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installCapacitor('ios', {
      CapacitorCookies: { deleteCookie: () => Promise.reject(new Error('no store')) },
    });
    await expect(clearNativeSessionCookies()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does nothing on the web', async () => {
    await expect(clearNativeSessionCookies()).resolves.toBeUndefined();
    expect(events).toEqual([]);
  });
});
