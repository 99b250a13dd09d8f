import { describe, expect, it, vi } from 'vitest';
import { fakePushPlugin, installCapacitor } from '@/shared/testing/fake-capacitor';
import { settleDialog, useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { ensurePermission, type PermissionOutcome } from './permissions';
import type { CameraPermissionStatus, NativePermissionState, NativePlugins } from './plugin-types';

/** Answers the dialog the flow shows, as the user would; returns what it showed. */
async function answerDialog(confirmed: boolean) {
  await vi.waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1));
  const dialog = useDialogStore.getState().queue[0]!;
  settleDialog(dialog.id, confirmed);
  return dialog;
}

function fakeCamera(before: NativePermissionState, after: NativePermissionState) {
  const status = (state: NativePermissionState): CameraPermissionStatus => ({
    camera: state,
    photos: state,
  });
  return {
    checkPermissions: vi.fn(() => Promise.resolve(status(before))),
    requestPermissions: vi.fn(() => Promise.resolve(status(after))),
  };
}

const settingsPlugin = () => ({ open: vi.fn(() => Promise.resolve({ status: true })) });

describe('ensurePermission in the app', () => {
  it.each(['camera', 'photos'] as const)(
    '%s: already granted → success, nothing asked',
    async (kind) => {
      const camera = fakeCamera('granted', 'granted');
      installCapacitor('ios', { Camera: camera });
      await expect(ensurePermission(kind)).resolves.toEqual({ status: 'success' });
      expect(camera.requestPermissions).not.toHaveBeenCalled();
    },
  );

  it('asks the system when not granted, and succeeds when the user allows', async () => {
    const camera = fakeCamera('prompt', 'granted');
    installCapacitor('android', { Camera: camera });
    await expect(ensurePermission('camera')).resolves.toEqual({ status: 'success' });
    expect(camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['camera'] });
  });

  it('counts iOS limited photo access as granted', async () => {
    installCapacitor('ios', { Camera: fakeCamera('limited', 'limited') });
    await expect(ensurePermission('photos')).resolves.toEqual({ status: 'success' });
  });

  it('still denied: 설정으로 이동 opens the app settings → guided, confirmed', async () => {
    const settings = settingsPlugin();
    installCapacitor('ios', { Camera: fakeCamera('denied', 'denied'), NativeSettings: settings });
    const outcome = ensurePermission('camera');
    const dialog = await answerDialog(true);
    await expect(outcome).resolves.toEqual({ status: 'guided', userAction: 'confirmed' });
    expect(dialog).toMatchObject({
      kind: 'confirm',
      title: '카메라 권한 설정',
      confirmLabel: '설정으로 이동',
      cancelLabel: '나중에',
    });
    expect(dialog.message).toContain('설정 앱 > 일터');
    expect(settings.open).toHaveBeenCalledWith({
      optionAndroid: 'application_details',
      optionIOS: 'app',
    });
  });

  it('still denied: 나중에 → guided, cancelled, settings not opened', async () => {
    const settings = settingsPlugin();
    installCapacitor('android', {
      Camera: fakeCamera('prompt', 'denied'),
      NativeSettings: settings,
    });
    const outcome = ensurePermission('photos');
    const dialog = await answerDialog(false);
    await expect(outcome).resolves.toEqual({ status: 'guided', userAction: 'cancelled' });
    expect(dialog.title).toBe('사진 권한 설정');
    expect(dialog.message).toContain('설정 > 애플리케이션 > 일터 > 권한');
    expect(settings.open).not.toHaveBeenCalled();
  });

  it('notifications go through the push plugin', async () => {
    const push = fakePushPlugin('prompt', 'denied');
    installCapacitor('android', { PushNotifications: push.plugin });
    const outcome = ensurePermission('notifications');
    const dialog = await answerDialog(false);
    expect(dialog.title).toBe('알림 권한 설정');
    await expect(outcome).resolves.toEqual({ status: 'guided', userAction: 'cancelled' });
    expect(push.plugin.requestPermissions).toHaveBeenCalledOnce();
  });

  it('a failing plugin falls back to the web flow with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installCapacitor('android', {
      Camera: {
        checkPermissions: () => Promise.reject(new Error('not implemented')),
        requestPermissions: () => Promise.reject(new Error('not implemented')),
      },
    });
    await expect(ensurePermission('camera')).resolves.toEqual({ status: 'success' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a missing plugin warns; notifications are then explained for the app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugins: NativePlugins = {};
    installCapacitor('ios', plugins);
    const outcome = ensurePermission('notifications');
    const dialog = await answerDialog(true);
    await expect(outcome).resolves.toEqual({ status: 'guided', userAction: 'auto' });
    expect(dialog.kind).toBe('alert');
    expect(dialog.message).toContain('설정 앱 > 일터');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('ensurePermission on the web', () => {
  it.each(['camera', 'photos'] as const)(
    '%s needs nothing: the file chooser asks by itself',
    async (kind) => {
      await expect(ensurePermission(kind)).resolves.toEqual({ status: 'success' });
      expect(useDialogStore.getState().queue).toHaveLength(0);
    },
  );

  it('notifications: an alert tells the user to allow them in the browser', async () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    const outcome: Promise<PermissionOutcome> = ensurePermission('notifications');
    const dialog = await answerDialog(true);
    await expect(outcome).resolves.toEqual({ status: 'guided', userAction: 'auto' });
    expect(dialog).toMatchObject({ kind: 'alert', title: '알림 권한 설정' });
    expect(dialog.message).toContain('브라우저');
  });

  it('notifications already allowed in the browser: success', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    await expect(ensurePermission('notifications')).resolves.toEqual({ status: 'success' });
  });

  it('explains mobile browsers and desktop browsers differently', async () => {
    vi.stubGlobal('Notification', undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    );
    const mobile = ensurePermission('notifications');
    expect((await answerDialog(true)).message).toContain('사이트 설정');
    await mobile;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    );
    vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(0);
    const desktop = ensurePermission('notifications');
    expect((await answerDialog(true)).message).toContain('주소창');
    await desktop;
  });
});
