import { describe, expect, it, vi } from 'vitest';
import { getNativeDeviceInfo } from './native-device-info';

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
