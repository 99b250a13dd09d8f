import { describe, expect, it, vi } from 'vitest';
import type { NativePlugins } from '@/shared/lib/native-bridge';
import { listenForIdentityDeepLinks } from './hybrid-return';
import { readNiceAuthMessage } from './identity-message';

function fakePlugins() {
  let listener: ((event: { url: string }) => void) | undefined;
  const remove = vi.fn();
  const close = vi.fn(() => Promise.resolve());
  const plugins: NativePlugins = {
    App: {
      addListener: (_event, fn) => {
        listener = fn;
        return Promise.resolve({ remove });
      },
    },
    Browser: { open: vi.fn(() => Promise.resolve()), close },
  };
  return { plugins, open: (url: string) => listener?.({ url }), close, remove };
}

describe('listenForIdentityDeepLinks', () => {
  it('posts the deep link as a niceAuth message and closes the in-app browser', async () => {
    const native = fakePlugins();
    const posted = vi.spyOn(window, 'postMessage');
    const stop = listenForIdentityDeepLinks(native.plugins);
    await Promise.resolve();

    const url = 'kr.ilteo.app://nice/auth-result?requestId=abc&result=success';
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

    native.open('kr.ilteo.app://person/recrtinfo/detail?id=1');
    expect(native.close).toHaveBeenCalledOnce();
    stop();
    await Promise.resolve();
    expect(native.remove).toHaveBeenCalled();
  });

  it('does nothing on the web', () => {
    expect(listenForIdentityDeepLinks(undefined)).toBeTypeOf('function');
    expect(listenForIdentityDeepLinks({})).toBeTypeOf('function');
  });
});
