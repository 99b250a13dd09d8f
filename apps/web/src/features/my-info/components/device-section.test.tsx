import { API, type UserProfile } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { NativePermissionState, PushNotificationsPlugin } from '@/shared/native/plugin-types';
import { fakeAppPlugin, installCapacitor } from '@/shared/testing/fake-capacitor';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { UserInfoPage } from '../routes/user-info-page';
import { DeviceSection } from './device-section';

const PATH = '/person/myhome/user-info';
const ANDROID_PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const section = () => screen.getByRole('region', { name: '기기 및 알림' });

/** The section's facts as label → value. */
async function facts(): Promise<Record<string, string>> {
  const list = await waitFor(() => {
    const dl = section().querySelector('dl');
    if (!dl) throw new Error('not read yet');
    return dl;
  });
  const labels = Array.from(list.querySelectorAll('dt'), (dt) => dt.textContent);
  const values = Array.from(list.querySelectorAll('dd'), (dd) => dd.textContent);
  return Object.fromEntries(labels.map((label, i) => [label, values[i] ?? '']));
}

function renderSection() {
  const { unmount } = renderRoute(DeviceSection, { path: PATH });
  return { user: userEvent.setup(), unmount };
}

/** A push plugin whose permission the "system" changes when asked. */
function pushPlugin(state: NativePermissionState, afterRequest: NativePermissionState) {
  let current = state;
  const plugin: PushNotificationsPlugin = {
    checkPermissions: vi.fn(() => Promise.resolve({ receive: current })),
    requestPermissions: vi.fn(() => {
      current = afterRequest;
      return Promise.resolve({ receive: current });
    }),
    register: vi.fn(() => Promise.resolve()),
    addListener: vi.fn(() => Promise.resolve({ remove: () => undefined })),
  };
  return plugin;
}

function installAndroidApp(push: PushNotificationsPlugin) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_PHONE_UA);
  installCapacitor('android', {
    App: fakeAppPlugin().plugin,
    Device: {
      getId: () => Promise.resolve({ identifier: 'a1b2c3d4e5f6' }),
      getInfo: () => Promise.resolve({ platform: 'android' }),
    },
    PushNotifications: push,
  });
}

describe('DeviceSection on the web', () => {
  it('sits on 회원정보 수정 and shows this browser, without an app version', async () => {
    const profile: UserProfile = {
      loginId: 'hong',
      name: '홍길동',
      email: null,
      mobile: null,
      birthDate: null,
      signUpType: 'general',
      zipCode: null,
      address: null,
      addressDetail: null,
      consents: [],
      joinedOn: '2026-01-02',
    };
    server.use(
      http.get(API.cmmn.personUserInfo, () => HttpResponse.json(envelope('001', profile))),
    );
    renderRoute(UserInfoPage, { path: PATH });
    await screen.findByRole('heading', { level: 2, name: '기기 및 알림' });
    // jsdom has no Notification API and no touch screen.
    expect(await facts()).toEqual({
      '이 기기': 'PC',
      '사용 환경': '웹 브라우저',
      알림: '이 브라우저는 알림을 지원하지 않음',
    });
  });

  it('makes the web device id once and keeps it', async () => {
    const first = renderSection();
    await facts();
    const id = window.localStorage.getItem('web-device-id');
    expect(id).toMatch(/^pc-\d{13}-[0-9a-z]{12}$/);

    // A later visit (a new page load reads the same storage) finds the same id.
    first.unmount();
    renderSection();
    await facts();
    expect(window.localStorage.getItem('web-device-id')).toBe(id);
  });

  it('tells how to allow notifications in the browser, and closes with 확인', async () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    const { user } = renderSection();
    expect((await facts())['알림']).toBe('아직 정하지 않음');

    await user.click(within(section()).getByRole('button', { name: '앱 알림 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '알림 권한 설정' });
    expect(dialog.textContent).toContain('브라우저에서 알림 권한을 허용해야 합니다.');
    expect(dialog.textContent).toContain('주소창 왼쪽의 사이트 정보 아이콘');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('tells a phone’s browser its own way, and says when it is blocked', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_PHONE_UA);
    vi.stubGlobal('Notification', { permission: 'denied' });
    const { user } = renderSection();
    expect(await facts()).toEqual({
      '이 기기': 'Android 휴대폰',
      '사용 환경': '웹 브라우저',
      알림: '허용되지 않음',
    });
    await user.click(screen.getByRole('button', { name: '앱 알림 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '알림 권한 설정' });
    expect(dialog.textContent).toContain('브라우저 메뉴의 설정 > 사이트 설정');
  });

  it('says so when notifications are already allowed', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const { user } = renderSection();
    expect((await facts())['알림']).toBe('허용됨');
    await user.click(screen.getByRole('button', { name: '앱 알림 설정' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
        '이 기기에서 알림이 허용되어 있습니다.',
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DeviceSection in the hybrid app', () => {
  it('shows the app and its version, asks the system, then registers for pushes', async () => {
    const push = pushPlugin('prompt', 'granted');
    installAndroidApp(push);
    const { user } = renderSection();
    expect(await facts()).toEqual({
      '이 기기': 'Android 휴대폰',
      '사용 환경': '일터 앱(Android)',
      '앱 버전': '2.3.4',
      알림: '아직 정하지 않음',
    });
    // The native id, so no web id is made.
    expect(window.localStorage.getItem('web-device-id')).toBeNull();

    await user.click(screen.getByRole('button', { name: '앱 알림 설정' }));
    await waitFor(() => expect(push.register).toHaveBeenCalledTimes(1));
    expect(push.requestPermissions).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect((await facts())['알림']).toBe('허용됨'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the app’s settings when notifications stay off, and respects 나중에', async () => {
    const push = pushPlugin('denied', 'denied');
    installAndroidApp(push);
    const { user } = renderSection();
    expect((await facts())['알림']).toBe('허용되지 않음');

    await user.click(screen.getByRole('button', { name: '앱 알림 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '알림 권한 설정' });
    expect(dialog.textContent).toContain('설정 > 애플리케이션 > 일터 > 권한');
    expect(within(dialog).getByRole('button', { name: '설정으로 이동' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '나중에' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(push.register).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '앱 알림 설정' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
