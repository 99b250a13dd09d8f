import { API, type PushTokenRequest } from '@ilteo/contract';
import { request } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { navigateTo } from '@/shared/lib/navigation-bridge';
import { selectIsLoggedIn, useAppStore } from '@/shared/stores/app-store';
import type { NativePlatform } from './bridge';
import { getNativeDeviceInfo } from './device-info';
import type {
  ListenerResult,
  NativePermissionState,
  PluginListenerHandle,
  PushNotificationsPlugin,
} from './plugin-types';

/** The device token as the spec's entity names it (§3): `token`, and push acceptance `accept`. */
export interface DeviceToken {
  token: string;
  /** false: the member turned push off on this device; the server keeps the token but sends nothing. */
  accept: boolean;
}

/**
 * Sends this device's push token for the logged-in member (POST
 * API.auth.pushToken, decision 0033): same device again replaces the row.
 * Quiet: a failure is logged, never alerted, and never ends the session.
 */
export async function sendPushToken(
  deviceToken: DeviceToken,
  platform: NativePlatform,
): Promise<void> {
  const { deviceId } = await getNativeDeviceInfo();
  const data: PushTokenRequest = { pushToken: deviceToken, deviceId, platform };
  await request({
    method: 'POST',
    url: API.auth.pushToken,
    data,
    silent: true,
    redirectOnSessionEnd: false,
  });
}

/**
 * The in-app path a push's `data.link` names (decision 0033: a path starting
 * with one '/'; empty when the alarm has none, then the main page). Anything
 * else (another site, `//host`, a scheme) is ignored and logged.
 */
export function pushLinkPath(data: Record<string, unknown> | undefined): string | null {
  const link = data?.link;
  if (link === undefined || link === '') return paths.main;
  if (typeof link !== 'string' || !/^\/(?![/\\])/.test(link)) {
    console.warn('[push] Ignored a push link that is not an in-app path.', link);
    return null;
  }
  try {
    const url = new URL(link, window.location.origin);
    if (url.origin !== window.location.origin) throw new Error('another origin');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch (error) {
    console.warn('[push] Ignored a push link that is not an in-app path.', link, error);
    return null;
  }
}

const granted = (state: NativePermissionState) => state === 'granted';
const undecided = (state: NativePermissionState) =>
  state === 'prompt' || state === 'prompt-with-rationale';

type HandlePromise = Promise<PluginListenerHandle | null>;

/** Keeps a listener's handle for stopping; a listener that could not be added is logged. */
function keep(handles: HandlePromise[], result: ListenerResult): void {
  handles.push(
    Promise.resolve(result).catch((error: unknown) => {
      console.warn('[push] Could not listen to the push plugin.', error);
      return null;
    }),
  );
}

/**
 * Push in the hybrid app (spec §3, issue 23): after login, when the member
 * allows notifications (asked once by the system while undecided; a refusal
 * is respected, the guidance dialog is for screens that ask on purpose), the
 * device registers and its token is sent; a refreshed token is sent again.
 * Tapping a push opens its alarm's link. Returns a function that stops it.
 */
export function startPush(push: PushNotificationsPlugin, platform: NativePlatform): () => void {
  const handles: HandlePromise[] = [];
  const warn = (what: string) => (error: unknown) => console.warn(`[push] ${what}`, error);

  keep(
    handles,
    push.addListener('registration', ({ value }) => {
      if (!selectIsLoggedIn(useAppStore.getState())) return;
      sendPushToken({ token: value, accept: true }, platform).catch(
        warn('Could not send the push token.'),
      );
    }),
  );
  keep(
    handles,
    push.addListener('registrationError', ({ error }) => {
      warn('Push registration failed; no pushes on this device.')(error);
    }),
  );
  keep(
    handles,
    push.addListener('pushNotificationActionPerformed', ({ notification }) => {
      const path = pushLinkPath(notification.data);
      if (path) navigateTo(path);
    }),
  );

  const register = async () => {
    let state = (await push.checkPermissions()).receive;
    if (undecided(state)) state = (await push.requestPermissions()).receive;
    if (granted(state)) await push.register();
  };
  const onLogin = () => {
    register().catch(warn('Could not register for pushes.'));
  };

  if (selectIsLoggedIn(useAppStore.getState())) onLogin();
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (selectIsLoggedIn(state) && !selectIsLoggedIn(previous)) onLogin();
  });

  return () => {
    unsubscribe();
    for (const handle of handles) {
      void handle.then((h) => h?.remove()).catch(() => undefined);
    }
  };
}
