import { describe, expect, it, vi } from 'vitest';
import { fakeAppPlugin } from '@/shared/testing/fake-capacitor';
import { listenForIdentityDeepLinks } from './hybrid-return';
import { isIdentityDeepLink, readNiceAuthMessage } from './identity-message';

function fakePlugins() {
  const app = fakeAppPlugin();
  const close = vi.fn(() => Promise.resolve());
  const plugins = { App: app.plugin, Browser: { open: vi.fn(() => Promise.resolve()), close } };
  return {
    plugins,
    open: (url: string) => app.listeners.emit('appUrlOpen', { url }),
    listeners: app.listeners,
    close,
  };
}

describe('listenForIdentityDeepLinks', () => {
  it('posts the deep link as a niceAuth message and closes the in-app browser', async () => {
    const native = fakePlugins();
    const posted = vi.spyOn(window, 'postMessage');
    const stop = listenForIdentityDeepLinks(native.plugins);
    await Promise.resolve();

    const url = 'ilteo://nice/auth-result?requestId=abc&result=success';
    native.open(url);
    expect(posted).toHaveBeenCalledWith(
      { type: 'niceAuth', deepLinkUrl: url },
      window.location.origin,
    );
    expect(native.close).toHaveBeenCalledOnce();
    expect(readNiceAuthMessage({ type: 'niceAuth', deepLinkUrl: url })).toEqual({
      requestId: 'abc',
      result: 'success',
    });
    stop();
    await Promise.resolve();
    expect(native.listeners.count('appUrlOpen')).toBe(0);
  });

  it('ignores and logs a deep link with another host or path', async () => {
    const native = fakePlugins();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const posted = vi.spyOn(window, 'postMessage');
    listenForIdentityDeepLinks(native.plugins);
    await Promise.resolve();

    for (const url of [
      'ilteo://person/recrtinfo/detail?id=1',
      'https://evil.example/nice/auth-result?requestId=abc',
      'otherapp://nice/auth-result?requestId=abc',
    ]) {
      native.open(url);
    }
    expect(posted).not.toHaveBeenCalled();
    expect(native.close).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps going when the browser cannot be closed (Android: best effort)', async () => {
    const native = fakePlugins();
    native.close.mockImplementation(() => Promise.reject(new Error('not open')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const posted = vi.spyOn(window, 'postMessage');
    listenForIdentityDeepLinks(native.plugins);
    await Promise.resolve();
    native.open('https://ilteo.kr/nice/auth-result/?requestId=x&result=fail');
    expect(posted).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });

  it('does nothing on the web', () => {
    expect(listenForIdentityDeepLinks(undefined)).toBeTypeOf('function');
    expect(listenForIdentityDeepLinks({})).toBeTypeOf('function');
  });
});

describe('isIdentityDeepLink', () => {
  it.each([
    ['ilteo://nice/auth-result?requestId=a', true],
    ['https://ilteo.kr/nice/auth-result?requestId=a', true],
    ['http://ilteo.kr/nice/auth-result?requestId=a', false],
    ['https://ilteo.kr/nice/auth-result-x', false],
    ['ilteo://nice/other', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isIdentityDeepLink(url)).toBe(expected);
  });
});
