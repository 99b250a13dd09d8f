import { describe, expect, it, vi } from 'vitest';
import { installCapacitor } from '@/shared/testing/fake-capacitor';
import { OPEN_URL_ERRORS, openUrl, type OpenUrlType } from './open-url';

const fakeWindow = () => ({ opener: {} as unknown });

describe('openUrl on the web', () => {
  it('opens a new window cut off from this page', async () => {
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    await expect(openUrl('https://example.com/a', 'browser')).resolves.toEqual({ success: true });
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('reports a blocked window with the type’s message', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openUrl('https://example.com', 'browser')).resolves.toEqual({
      success: false,
      error: 'Failed to open URL in web browser',
    });
    await expect(openUrl('tauthlink://auth', 'app-launcher')).resolves.toEqual({
      success: false,
      error: 'Failed to open URL with AppLauncher',
    });
  });

  it('refuses an unknown type', async () => {
    const open = vi.spyOn(window, 'open');
    await expect(openUrl('https://example.com', 'mail' as OpenUrlType)).resolves.toEqual({
      success: false,
      error: "Invalid type. Use 'browser' or 'app-launcher'",
    });
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:alert(1)', 'browser'],
    ['javascript:alert(1)', 'app-launcher'],
    ['ftp://example.com', 'browser'],
    ['not a url', 'browser'],
  ] as const)('refuses %s for %s', async (url, type) => {
    const open = vi.spyOn(window, 'open');
    const result = await openUrl(url, type);
    expect(result).toEqual({
      success: false,
      error: type === 'browser' ? OPEN_URL_ERRORS.browser : OPEN_URL_ERRORS.appLauncher,
    });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openUrl in the app', () => {
  it('browser → the in-app browser', async () => {
    const browser = { open: vi.fn(() => Promise.resolve()), close: vi.fn(() => Promise.resolve()) };
    installCapacitor('ios', { Browser: browser });
    await expect(openUrl('https://example.com', 'browser')).resolves.toEqual({ success: true });
    expect(browser.open).toHaveBeenCalledWith({ url: 'https://example.com/' });
  });

  it('app-launcher → AppLauncher; an app that is not installed fails', async () => {
    const openApp = vi.fn(() => Promise.resolve({ completed: true }));
    installCapacitor('android', { AppLauncher: { openUrl: openApp } });
    await expect(openUrl('tauthlink://auth?x=1', 'app-launcher')).resolves.toEqual({
      success: true,
    });
    expect(openApp).toHaveBeenCalledWith({ url: 'tauthlink://auth?x=1' });
    openApp.mockResolvedValueOnce({ completed: false });
    await expect(openUrl('supertoss://pay', 'app-launcher')).resolves.toEqual({
      success: false,
      error: OPEN_URL_ERRORS.appLauncher,
    });
  });

  it('a failing plugin falls back to a window with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installCapacitor('android', {
      Browser: { open: () => Promise.reject(new Error('gone')), close: () => Promise.resolve() },
      AppLauncher: { openUrl: () => Promise.reject(new Error('gone')) },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as Window);
    await expect(openUrl('https://example.com', 'browser')).resolves.toEqual({ success: true });
    open.mockReturnValue(null);
    await expect(openUrl('kb-acp://x', 'app-launcher')).resolves.toEqual({
      success: false,
      error: OPEN_URL_ERRORS.appLauncher,
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
