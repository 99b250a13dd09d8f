import { describe, expect, it, vi } from 'vitest';
import { fakeAppPlugin } from '@/shared/testing/fake-capacitor';
import { alert, useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { listenForBackButton } from './back-button';

async function pressBack(path: string, canGoBack: boolean) {
  window.history.replaceState(null, '', path);
  const app = fakeAppPlugin();
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
  const stop = listenForBackButton(app.plugin);
  await Promise.resolve();
  app.listeners.emit('backButton', { canGoBack });
  return { app, back, stop };
}

describe('the hardware back button', () => {
  it('goes back in history', async () => {
    const { app, back } = await pressBack('/person/company/info', true);
    expect(back).toHaveBeenCalledOnce();
    expect(app.plugin.exitApp).not.toHaveBeenCalled();
  });

  it('closes the app on the main page', async () => {
    const { app, back } = await pressBack('/person/main', true);
    expect(app.plugin.exitApp).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });

  it('closes the app when there is nothing to go back to', async () => {
    const { app, back } = await pressBack('/person/company/info', false);
    expect(app.plugin.exitApp).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });

  it('closes an open dialog first', async () => {
    const closed = alert('확인해 주십시오.');
    const { app, back } = await pressBack('/person/main', true);
    await closed;
    expect(useDialogStore.getState().queue).toHaveLength(0);
    expect(app.plugin.exitApp).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });

  it('stops listening', async () => {
    const { app, stop } = await pressBack('/person/main', true);
    stop();
    expect(app.listeners.count('backButton')).toBe(0);
  });
});
