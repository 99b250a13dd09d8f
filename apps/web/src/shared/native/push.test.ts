import { API } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import { fakeAppPlugin, fakePushPlugin, installCapacitor } from '@/shared/testing/fake-capacitor';
import { server } from '@/shared/testing/msw-server';
import type { NativePermissionState } from './plugin-types';
import { pushLinkPath } from './push';
import { startNative } from './start-native';

let posted: unknown[] = [];
let navigations: string[] = [];
let running: (() => void)[] = [];

afterEach(() => {
  for (const stop of running) stop();
  running = [];
});

beforeEach(() => {
  posted = [];
  navigations = [];
  server.use(
    http.post(API.auth.pushToken, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ code: '001', message: '', data: null });
    }),
  );
  return registerNavigator((to) => navigations.push(to));
});

function startApp(receive: NativePermissionState, afterRequest?: NativePermissionState) {
  const push = fakePushPlugin(receive, afterRequest);
  const app = fakeAppPlugin();
  installCapacitor('android', {
    PushNotifications: push.plugin,
    App: app.plugin,
    Device: {
      getId: () => Promise.resolve({ identifier: 'device-1' }),
      getInfo: () => Promise.resolve({ platform: 'android' }),
    },
  });
  const stop = startNative();
  running.push(stop);
  return { push, stop };
}

const logIn = () => useAppStore.getState().setLoginInfo({ loginId: 'hong' });

describe('push in the app', () => {
  it('registers after login and sends the token with push acceptance', async () => {
    const { push } = startApp('granted');
    expect(push.plugin.register).not.toHaveBeenCalled();
    logIn();
    await vi.waitFor(() => expect(push.plugin.register).toHaveBeenCalledOnce());
    push.listeners.emit('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      pushToken: { token: 'fcm-token-1', accept: true },
      deviceId: 'device-1',
      platform: 'android',
    });
  });

  it('registers at start-up for a member already logged in; a refreshed token is sent again', async () => {
    logIn();
    const { push } = startApp('granted');
    await vi.waitFor(() => expect(push.plugin.register).toHaveBeenCalledOnce());
    push.listeners.emit('registration', { value: 'a' });
    push.listeners.emit('registration', { value: 'b' });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
  });

  it('asks once while undecided and registers only when allowed', async () => {
    const allowed = startApp('prompt', 'granted');
    logIn();
    await vi.waitFor(() => expect(allowed.push.plugin.register).toHaveBeenCalledOnce());
    expect(allowed.push.plugin.requestPermissions).toHaveBeenCalledOnce();
    allowed.stop();
    useAppStore.getState().clearLoginInfo();

    const refused = startApp('prompt', 'denied');
    logIn();
    await vi.waitFor(() => expect(refused.push.plugin.requestPermissions).toHaveBeenCalledOnce());
    expect(refused.push.plugin.register).not.toHaveBeenCalled();
  });

  it('sends nothing for a visitor', async () => {
    const { push } = startApp('granted');
    push.listeners.emit('registration', { value: 'fcm-token-1' });
    await Promise.resolve();
    expect(posted).toEqual([]);
  });

  it('a tap on a push opens the alarm’s link', () => {
    const { push } = startApp('granted');
    const tap = (data: Record<string, unknown>) =>
      push.listeners.emit('pushNotificationActionPerformed', {
        actionId: 'tap',
        notification: { data },
      });
    tap({ link: '/person/certi-lang/commu/detail?id=7', alarmId: '1' });
    tap({ link: '' });
    expect(navigations).toEqual(['/person/certi-lang/commu/detail?id=7', '/person/main']);
  });

  it('a failing registration is logged, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { push } = startApp('granted');
    vi.mocked(push.plugin.register).mockRejectedValueOnce(new Error('no google services'));
    logIn();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    push.listeners.emit('registrationError', { error: 'denied' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops listening', () => {
    const { push, stop } = startApp('granted');
    stop();
    return vi.waitFor(() => expect(push.listeners.count('registration')).toBe(0));
  });
});

describe('pushLinkPath', () => {
  it.each([
    [{ link: '/person/main' }, '/person/main'],
    [{ link: '/person/recrtinfo/detail?id=1#top' }, '/person/recrtinfo/detail?id=1#top'],
    [{}, '/person/main'],
    [undefined, '/person/main'],
    [{ link: 'https://evil.example/x' }, null],
    [{ link: '//evil.example/x' }, null],
    [{ link: '/\\evil.example' }, null],
    [{ link: 'javascript:alert(1)' }, null],
    [{ link: 42 }, null],
  ])('%j → %s', (data, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pushLinkPath(data)).toBe(expected);
  });
});

describe('startNative on the web', () => {
  it('starts nothing', () => {
    expect(startNative()).toBeTypeOf('function');
  });
});
