import {
  nativePlugins,
  type NativePlugins,
  type PluginListenerHandle,
} from '@/shared/lib/native-bridge';
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
 * in-app browser is closed. On the web there is no App plugin: nothing to do.
 */
export function listenForIdentityDeepLinks(
  plugins: NativePlugins | undefined = nativePlugins(),
): () => void {
  const app = plugins?.App;
  if (!app) return () => undefined;

  let stopped = false;
  let handle: PluginListenerHandle | undefined;
  const onUrlOpen = ({ url }: { url: string }) => {
    if (!isIdentityDeepLink(url)) return;
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
