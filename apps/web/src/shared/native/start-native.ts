import { listenForBackButton } from './back-button';
import { nativePlatform, nativePlugins } from './bridge';
import { startPush } from './push';

/**
 * The hybrid app's start-up listeners: the hardware back button and push
 * (registration after login, a tap opening the alarm's link). Loaded by the
 * app shell only inside the app (app/session.ts), so the web build's first
 * load carries none of it. Returns a function that stops them.
 */
export function startNative(): () => void {
  const platform = nativePlatform();
  const plugins = nativePlugins();
  if (!platform || !plugins) return () => undefined;
  const stops: (() => void)[] = [];
  if (plugins.App) stops.push(listenForBackButton(plugins.App));
  if (plugins.PushNotifications) stops.push(startPush(plugins.PushNotifications, platform));
  return () => {
    for (const stop of stops) stop();
  };
}
