import { describe, expect, it, vi } from 'vitest';
import { fakeAppPlugin, installCapacitor } from '@/shared/testing/fake-capacitor';
import { getNativeDeviceInfo } from './device-info';

const idSources = { platformKind: () => 'pc', now: () => 10, random: () => 'r' };

describe('getNativeDeviceInfo', () => {
  it('falls back to web, version 1.0.0 and the web device id', async () => {
    await expect(getNativeDeviceInfo(undefined, idSources)).resolves.toEqual({
      platform: 'web',
      version: '1.0.0',
      deviceId: 'pc-10-r',
    });
  });

  it('uses what the native plugin reports, filling gaps', async () => {
    const info = await getNativeDeviceInfo(
      () => Promise.resolve({ platform: 'ios', deviceId: 'abc' }),
      idSources,
    );
    expect(info).toEqual({ platform: 'ios', version: '1.0.0', deviceId: 'abc' });
  });

  it('warns and falls back when the plugin fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = await getNativeDeviceInfo(() => Promise.reject(new Error('no plugin')), idSources);
    expect(info.platform).toBe('web');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('getNativeDeviceInfo in the app', () => {
  it('reads the platform, the app version and Device.getId', async () => {
    installCapacitor('ios', {
      App: fakeAppPlugin().plugin,
      Device: {
        getId: () => Promise.resolve({ identifier: 'ios-uuid' }),
        getInfo: () => Promise.resolve({ platform: 'ios' }),
      },
    });
    await expect(getNativeDeviceInfo()).resolves.toEqual({
      platform: 'ios',
      version: '2.3.4',
      deviceId: 'ios-uuid',
    });
  });

  it('keeps the platform when a plugin fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installCapacitor('android', {
      Device: {
        getId: () => Promise.reject(new Error('no device plugin')),
        getInfo: () => Promise.resolve({ platform: 'android' }),
      },
    });
    const info = await getNativeDeviceInfo(undefined, { platformKind: () => 'x' });
    expect(info.platform).toBe('android');
    expect(info.version).toBe('1.0.0');
    expect(info.deviceId).toMatch(/^[a-z-]+-\d+-\w+$/);
    expect(warn).toHaveBeenCalledOnce();
  });
});
