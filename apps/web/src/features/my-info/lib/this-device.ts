import { nativePlatform, nativePlugins } from '@/shared/native/bridge';
import { getNativeDeviceInfo } from '@/shared/native/device-info';
import { currentDeviceType, type DeviceType } from '@/shared/native/device-type';

/** Whether this device may show notifications, as the system or the browser answers. */
export type NotificationState = 'granted' | 'denied' | 'undecided' | 'unsupported' | 'unknown';

/** What the 기기 및 알림 section shows of the device the member is using now. */
export interface ThisDevice {
  type: DeviceType;
  /** 'ios' or 'android' in the hybrid app, 'web' in a browser. */
  platform: string;
  /** The app's version in the hybrid app; null on the web, which has no app version to show. */
  version: string | null;
  notifications: NotificationState;
}

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  'mobile-ios': 'iOS 휴대폰',
  'tablet-ios': 'iOS 태블릿(iPad)',
  'mobile-android': 'Android 휴대폰',
  'tablet-android': 'Android 태블릿',
  tablet: '태블릿',
  mobile: '휴대폰',
  'tablet-touch': '터치스크린 태블릿',
  'mobile-touch': '터치스크린 휴대 기기',
  pc: 'PC',
};

const PLATFORM_LABELS: Record<string, string> = {
  ios: '일터 앱(iOS)',
  android: '일터 앱(Android)',
  web: '웹 브라우저',
};

export const platformLabel = (platform: string): string => PLATFORM_LABELS[platform] ?? platform;

export const NOTIFICATION_LABELS: Record<NotificationState, string> = {
  granted: '허용됨',
  denied: '허용되지 않음',
  undecided: '아직 정하지 않음',
  unsupported: '이 브라우저는 알림을 지원하지 않음',
  unknown: '확인할 수 없음',
};

async function nativeNotificationState(): Promise<NotificationState | null> {
  const push = nativePlugins()?.PushNotifications;
  if (!nativePlatform() || !push) return null;
  try {
    const { receive } = await push.checkPermissions();
    if (receive === 'granted') return 'granted';
    if (receive === 'denied') return 'denied';
    return 'undecided';
  } catch (error) {
    console.warn('[device] Could not read the notification permission.', error);
    return 'unknown';
  }
}

function browserNotificationState(): NotificationState {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  if (Notification.permission === 'denied') return 'denied';
  return 'undecided';
}

/**
 * Reads this device: its kind from the user agent, the platform and version
 * the bridge reports, and the notification permission. Reading the device
 * info is also what makes the web's device id (web-device-id) on a browser's
 * first visit here, so later calls that send it find the same one.
 */
export async function readThisDevice(): Promise<ThisDevice> {
  const [info, notifications] = await Promise.all([
    getNativeDeviceInfo(),
    nativeNotificationState(),
  ]);
  return {
    type: currentDeviceType(),
    platform: info.platform,
    version: info.platform === 'web' ? null : info.version,
    notifications: notifications ?? browserNotificationState(),
  };
}

/**
 * In the app, after notifications were allowed here: register with the push
 * service now, so the token reaches the server (push.ts sends it on the
 * `registration` event) without waiting for the next login.
 */
export async function registerForPush(): Promise<void> {
  const push = nativePlugins()?.PushNotifications;
  if (!nativePlatform() || !push) return;
  try {
    await push.register();
  } catch (error) {
    console.warn('[push] Could not register for pushes.', error);
  }
}
