import { FALLBACK_DEVICE_VERSION } from '@ilteo/contract';
import { nativePlatform, nativePlugins } from './bridge';
import { getWebDeviceId, type DeviceIdSources } from './device-id';

/** The device as API calls report it (spec §3: platform, version, deviceId). */
export interface NativeDeviceInfo {
  /** 'ios' or 'android' in the hybrid app, 'web' in a browser. */
  platform: string;
  /** The app's version; 1.0.0 when it cannot be read. */
  version: string;
  deviceId: string;
}

/** What a native bridge may report; any field it cannot give is left out. */
export type NativeDeviceInfoSource = () => Promise<Partial<NativeDeviceInfo>>;

/**
 * The hybrid app's own answer: the platform Capacitor names, the app's version
 * (App.getInfo) and the device's id (Device.getId). Undefined on the web.
 */
export function capacitorDeviceInfo(): NativeDeviceInfoSource | undefined {
  const platform = nativePlatform();
  const plugins = nativePlugins();
  if (!platform || !plugins) return undefined;
  return async () => {
    // Each plugin on its own: a failing one must not take the platform with it.
    const [id, app] = await Promise.allSettled([plugins.Device?.getId(), plugins.App?.getInfo?.()]);
    for (const failed of [id, app].filter((r) => r.status === 'rejected')) {
      console.warn('[device] A native device plugin failed; using web fallback.', failed.reason);
    }
    return {
      platform,
      version: app.status === 'fulfilled' ? app.value?.version : undefined,
      deviceId: id.status === 'fulfilled' ? id.value?.identifier : undefined,
    };
  };
}

/**
 * Device info for API calls that want it (push tokens, social login). In the
 * hybrid app the native plugins answer; on the web, or when a plugin fails,
 * we fall back to platform 'web', version 1.0.0 and the web device id
 * (spec §3, §8: plugin failures fall back with a warning).
 */
export async function getNativeDeviceInfo(
  native: NativeDeviceInfoSource | undefined = capacitorDeviceInfo(),
  idSources?: DeviceIdSources,
): Promise<NativeDeviceInfo> {
  let reported: Partial<NativeDeviceInfo> = {};
  if (native) {
    try {
      reported = await native();
    } catch (error) {
      console.warn('[device] Native device info failed; using web fallback.', error);
    }
  }
  return {
    platform: reported.platform || 'web',
    version: reported.version || FALLBACK_DEVICE_VERSION,
    deviceId: reported.deviceId || getWebDeviceId(idSources),
  };
}
