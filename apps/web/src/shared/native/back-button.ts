import { paths } from '@/shared/config/paths';
import { settleDialog, useDialogStore } from '@/shared/ui/dialog/dialog-store';
import type { AppPlugin, ListenerResult } from './plugin-types';

/**
 * What the Android back button does (issue 23). Registering a listener turns
 * Capacitor's own handling off, so this decides everything:
 * - an open alert or confirm is closed first, as its 취소 would;
 * - on the main page, or with no page to go back to, the app closes;
 * - otherwise the web view goes back in history.
 */
export function handleBackButton(app: AppPlugin, canGoBack: boolean): void {
  const dialog = useDialogStore.getState().queue[0];
  if (dialog) {
    settleDialog(dialog.id, false);
    return;
  }
  const here = window.location.pathname.replace(/\/+$/, '').toLowerCase();
  if (here === paths.main.toLowerCase() || !canGoBack) {
    if (app.exitApp) {
      app.exitApp().catch((error: unknown) => {
        console.warn('[native] Could not close the app.', error);
      });
      return;
    }
    console.warn('[native] The App plugin cannot close the app; staying.');
    return;
  }
  window.history.back();
}

/** Listens for the hardware back button; returns a function that stops. */
export function listenForBackButton(app: AppPlugin): () => void {
  let stopped = false;
  let handle: { remove: () => unknown } | undefined;
  const result: ListenerResult = app.addListener('backButton', ({ canGoBack }) => {
    handleBackButton(app, canGoBack);
  });
  Promise.resolve(result)
    .then((h) => {
      if (stopped) void h.remove();
      else handle = h;
    })
    .catch((error: unknown) => {
      console.warn('[native] Could not listen for the back button; the system handles it.', error);
    });
  return () => {
    stopped = true;
    void handle?.remove();
  };
}
