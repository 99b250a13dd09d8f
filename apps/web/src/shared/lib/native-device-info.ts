import { FALLBACK_DEVICE_VERSION } from '@ilteo/contract';
import { getWebDeviceId, type DeviceIdSources } from './device-id';

export interface NativeDeviceInfo {
  platform: string;
  version: string;
  deviceId: string;
}

/** What a native bridge (the hybrid app's device plugin) may report. */
export type NativeDeviceInfoSource = () => Promise<Partial<NativeDeviceInfo>>;

/**
 * Device info for API calls that want it (push tokens, social login). In the
 * hybrid app the native plugin answers; on the web, or when the plugin
 * fails, we fall back to platform 'web', version 1.0.0 and the web device id
 * (spec §3, §8: plugin failures fall back with a warning).
 */
export async function getNativeDeviceInfo(
  native?: NativeDeviceInfoSource,
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
