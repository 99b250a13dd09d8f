import {
  nativePlugins,
  type NativePlugins,
  type PluginListenerHandle,
} from '@/shared/native/bridge';
import {
  isIdentityDeepLink,
  NICE_AUTH_MESSAGE_TYPE,
  ownOrigin,
  type NiceAuthMessage,
} from './identity-message';

/**
 * Identity return in the hybrid app (spec §4). The provider's page runs in
 * the in-app browser (Browser plugin) and finally opens the app through a
 * deep link to /nice/auth-result. When the App plugin reports it
 * ('appUrlOpen'), the outcome is posted to this window as a niceAuth message
 * — the screen that started the verification listens for it — and the
 * in-app browser is closed. Any other deep link is ignored and logged.
 *
 * Android: Browser.close is best effort there (a Custom Tab may stay). The
 * deep link's intent goes to the app's main activity, which is singleTask
 * (apps/mobile's manifest): Android hands the intent to the running activity
 * and finishes what was opened above it in the app's task, the Custom Tab
 * among them, so the user is back in the app either way. close() is still
 * called for iOS and as a second try (docs/hybrid-app-checklist.md checks
 * this on a device).
 * On the web there is no App plugin: nothing to do.
 */
export function listenForIdentityDeepLinks(
  plugins: NativePlugins | undefined = nativePlugins(),
): () => void {
  const app = plugins?.App;
  if (!app) return () => undefined;

  let stopped = false;
  let handle: PluginListenerHandle | undefined;
  const onUrlOpen = ({ url }: { url: string }) => {
    if (!isIdentityDeepLink(url)) {
      console.warn('[native] Ignored a deep link the app does not handle.', url);
      return;
    }
    const message: NiceAuthMessage = { type: NICE_AUTH_MESSAGE_TYPE, deepLinkUrl: url };
    window.postMessage(message, ownOrigin());
    plugins.Browser?.close().catch((error: unknown) => {
      console.warn('[native] Could not close the in-app browser.', error);
    });
  };

  Promise.resolve(app.addListener('appUrlOpen', onUrlOpen))
    .then((h) => {
      if (stopped) void h.remove();
      else handle = h;
    })
    .catch((error: unknown) => {
      console.warn(
        '[native] Could not listen for deep links; identity return needs a retry.',
        error,
      );
    });

  return () => {
    stopped = true;
    void handle?.remove();
  };
}
