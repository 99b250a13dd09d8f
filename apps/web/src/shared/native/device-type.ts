import { TABLET_TOUCH_MIN_SIDE } from '@ilteo/contract';

export const DEVICE_TYPES = [
  'mobile-ios',
  'tablet-ios',
  'mobile-android',
  'tablet-android',
  'tablet',
  'mobile',
  'tablet-touch',
  'mobile-touch',
  'pc',
] as const;

export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface DeviceSignals {
  userAgent: string;
  maxTouchPoints: number;
  screenWidth: number;
  screenHeight: number;
}

const IOS_TABLET = /iPad/i;
const IOS_MOBILE = /iPhone|iPod/i;
const ANDROID = /Android/i;
// Android phones say "Mobile"; Android tablets leave it out.
const ANDROID_MOBILE = /Mobile/i;
const OTHER_TABLET = /Tablet|PlayBook|Silk|Kindle|KFAPWI|Nexus (?:7|9|10)\b/i;
const OTHER_MOBILE = /Mobi|Opera Mini|IEMobile|BlackBerry|BB10|webOS|Windows Phone/i;

/**
 * What kind of device the page runs on (spec §4), from the user agent first.
 * Devices whose UA hides what they are (iPadOS reports a desktop Mac UA) but
 * have a touch screen are classed by their larger screen side.
 */
export function detectDeviceType({
  userAgent,
  maxTouchPoints,
  screenWidth,
  screenHeight,
}: DeviceSignals): DeviceType {
  if (IOS_TABLET.test(userAgent)) return 'tablet-ios';
  if (IOS_MOBILE.test(userAgent)) return 'mobile-ios';
  if (ANDROID.test(userAgent))
    return ANDROID_MOBILE.test(userAgent) ? 'mobile-android' : 'tablet-android';
  if (OTHER_TABLET.test(userAgent)) return 'tablet';
  if (OTHER_MOBILE.test(userAgent)) return 'mobile';
  if (maxTouchPoints > 0) {
    return Math.max(screenWidth, screenHeight) >= TABLET_TOUCH_MIN_SIDE
      ? 'tablet-touch'
      : 'mobile-touch';
  }
  return 'pc';
}

/** The signals of the current browser. */
export function currentDeviceSignals(): DeviceSignals {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  };
}

export const currentDeviceType = (): DeviceType => detectDeviceType(currentDeviceSignals());
