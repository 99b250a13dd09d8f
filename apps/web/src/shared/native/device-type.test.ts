import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES, detectDeviceType, type DeviceSignals } from './device-type';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadOsDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  galaxy:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  kindle:
    'Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.13 Safari/535.19',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15254',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const signals = (userAgent: string, over: Partial<DeviceSignals> = {}): DeviceSignals => ({
  userAgent,
  maxTouchPoints: 0,
  screenWidth: 1920,
  screenHeight: 1080,
  ...over,
});

describe('detectDeviceType', () => {
  it.each([
    ['mobile-ios', signals(UA.iphone, { maxTouchPoints: 5, screenWidth: 393, screenHeight: 852 })],
    ['tablet-ios', signals(UA.ipadLegacy, { maxTouchPoints: 5 })],
    [
      'mobile-android',
      signals(UA.galaxy, { maxTouchPoints: 5, screenWidth: 384, screenHeight: 832 }),
    ],
    ['tablet-android', signals(UA.galaxyTab, { maxTouchPoints: 10 })],
    ['tablet', signals(UA.kindle)],
    ['mobile', signals(UA.windowsPhone)],
    [
      'tablet-touch',
      signals(UA.ipadOsDesktop, { maxTouchPoints: 5, screenWidth: 820, screenHeight: 1180 }),
    ],
    [
      'mobile-touch',
      signals(UA.windows, { maxTouchPoints: 1, screenWidth: 360, screenHeight: 640 }),
    ],
    ['pc', signals(UA.windows)],
  ] as const)('detects %s', (expected, input) => {
    expect(detectDeviceType(input)).toBe(expected);
  });

  it('classes touch devices by the larger screen side, from 768 up as tablets', () => {
    const touch = (w: number, h: number) =>
      detectDeviceType(
        signals(UA.ipadOsDesktop, { maxTouchPoints: 5, screenWidth: w, screenHeight: h }),
      );
    expect(touch(768, 500)).toBe('tablet-touch');
    expect(touch(500, 768)).toBe('tablet-touch');
    expect(touch(767, 500)).toBe('mobile-touch');
  });

  it('covers all nine kinds', () => {
    expect(DEVICE_TYPES).toHaveLength(9);
  });
});
