import { alert, confirm } from '@/shared/ui/dialog/dialog-store';
import { nativePlatform, nativePlugins, type NativePlatform } from './bridge';
import { currentDeviceType } from './device-type';
import { openAppSettings } from './app-settings';
import {
  GUIDE_LABELS,
  PERMISSION_TITLES,
  permissionGuide,
  type GuidePlatform,
  type PermissionKind,
} from './permission-guides';
import type { NativePermissionState, NativePlugins } from './plugin-types';

export type { PermissionKind } from './permission-guides';

/**
 * How the user was guided when the permission was still missing:
 * - `auto`: the guidance was only shown (the web's alert: a page cannot open
 *   the browser's settings, so there is nothing to choose);
 * - `confirmed`: they chose 설정으로 이동 and the app's settings were opened;
 * - `cancelled`: they chose 나중에 or closed the dialog.
 */
export type PermissionGuideAction = 'auto' | 'confirmed' | 'cancelled';

/** The permission flow's outcome (spec §4). */
export type PermissionOutcome =
  { status: 'success' } | { status: 'guided'; userAction: PermissionGuideAction };

const SUCCESS: PermissionOutcome = { status: 'success' };

const isGranted = (kind: PermissionKind, state: NativePermissionState | undefined): boolean =>
  state === 'granted' || (kind === 'photos' && state === 'limited');

interface NativePermission {
  check: () => Promise<NativePermissionState>;
  request: () => Promise<NativePermissionState>;
}

function nativePermission(kind: PermissionKind, plugins: NativePlugins): NativePermission | null {
  if (kind === 'notifications') {
    const push = plugins.PushNotifications;
    if (!push) return null;
    return {
      check: async () => (await push.checkPermissions()).receive,
      request: async () => (await push.requestPermissions()).receive,
    };
  }
  const camera = plugins.Camera;
  if (!camera) return null;
  return {
    check: async () => (await camera.checkPermissions())[kind],
    request: async () => (await camera.requestPermissions({ permissions: [kind] }))[kind],
  };
}

async function nativeFlow(
  kind: PermissionKind,
  platform: NativePlatform,
  permission: NativePermission,
): Promise<PermissionOutcome> {
  if (isGranted(kind, await permission.check())) return SUCCESS;
  if (isGranted(kind, await permission.request())) return SUCCESS;
  const goToSettings = await confirm(permissionGuide(kind, platform), {
    title: PERMISSION_TITLES[kind],
    confirmLabel: GUIDE_LABELS.openSettings,
    cancelLabel: GUIDE_LABELS.later,
  });
  if (!goToSettings) return { status: 'guided', userAction: 'cancelled' };
  await openAppSettings();
  return { status: 'guided', userAction: 'confirmed' };
}

function browserGuidePlatform(): GuidePlatform {
  return currentDeviceType() === 'pc' ? 'desktop-web' : 'mobile-web';
}

function browserNotificationsGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * The web: pictures come through the browser's own file chooser, which asks
 * for the camera itself when it needs it, so camera and photos need nothing
 * here. Notifications are told in an alert how to allow them in the browser
 * (spec §4); the site sends no web push, so nothing is requested.
 */
async function webFlow(kind: PermissionKind, guide: GuidePlatform): Promise<PermissionOutcome> {
  if (kind !== 'notifications' || browserNotificationsGranted()) return SUCCESS;
  await alert(permissionGuide(kind, guide), { title: PERMISSION_TITLES[kind] });
  return { status: 'guided', userAction: 'auto' };
}

/**
 * Makes sure `kind` is allowed (spec §4): check; if not granted, ask the
 * system; if still not, a confirm dialog offers the app's settings. A native
 * plugin that is missing or fails falls back to the web flow with a warning
 * (spec §8).
 */
export async function ensurePermission(kind: PermissionKind): Promise<PermissionOutcome> {
  const platform = nativePlatform();
  const plugins = nativePlugins();
  if (platform && plugins) {
    const permission = nativePermission(kind, plugins);
    if (permission) {
      try {
        return await nativeFlow(kind, platform, permission);
      } catch (error) {
        console.warn(`[native] The ${kind} permission plugin failed; using the web flow.`, error);
      }
    } else {
      console.warn(`[native] No plugin for the ${kind} permission; using the web flow.`);
    }
  }
  // In the app the guidance still names the app's settings, not a browser's.
  return webFlow(kind, platform ?? browserGuidePlatform());
}
