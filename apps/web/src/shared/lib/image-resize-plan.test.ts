import { describe, expect, it } from 'vitest';
import {
  CANVAS_LIMITS,
  INITIAL_QUALITY,
  canvasLimitFor,
  fitWithin,
  outputTypeFor,
  resizeSchedule,
} from './image-resize-plan';

const ua = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
};

describe('canvasLimitFor', () => {
  it.each([
    ['Chrome', ua.chrome, 0, CANVAS_LIMITS.chromium],
    ['Edge', ua.edge, 0, CANVAS_LIMITS.chromium],
    ['Samsung Internet', ua.samsung, 5, CANVAS_LIMITS.chromium],
    ['Firefox', ua.firefox, 0, CANVAS_LIMITS.firefox],
    ['desktop Safari', ua.safariMac, 0, CANVAS_LIMITS.fallback],
    ['iOS Safari', ua.iphone, 5, CANVAS_LIMITS.ios],
    ['Chrome on iOS (WebKit)', ua.chromeIos, 5, CANVAS_LIMITS.ios],
    ['iPadOS with a desktop UA', ua.safariMac, 5, CANVAS_LIMITS.ios],
  ])('%s → its limit', (_, userAgent, maxTouchPoints, expected) => {
    expect(canvasLimitFor({ userAgent, maxTouchPoints })).toBe(expected);
  });

  it('uses the four sizes of the spec', () => {
    expect(Object.values(CANVAS_LIMITS).sort((a, b) => b - a)).toEqual([16384, 11180, 8192, 4096]);
  });
});

describe('fitWithin', () => {
  it('scales down to the caller box keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1920, 1920, 16384)).toEqual({
      width: 1920,
      height: 1440,
    });
    expect(fitWithin({ width: 3000, height: 4000 }, 1920, 1920, 16384)).toEqual({
      width: 1440,
      height: 1920,
    });
  });

  it('never scales up', () => {
    expect(fitWithin({ width: 800, height: 600 }, 1920, 1920, 16384)).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('respects the canvas area limit', () => {
    const size = fitWithin({ width: 8000, height: 6000 }, 10000, 10000, CANVAS_LIMITS.ios);
    expect(size.width * size.height).toBeLessThanOrEqual(4096 * 4096);
    expect(size.width / size.height).toBeCloseTo(8000 / 6000, 2);
  });

  it('handles empty images', () => {
    expect(fitWithin({ width: 0, height: 10 }, 100, 100, 4096)).toEqual({ width: 0, height: 0 });
  });
});

describe('outputTypeFor', () => {
  it('keeps PNG and WebP, turns the rest into JPEG', () => {
    expect(outputTypeFor('image/png')).toBe('image/png');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/gif')).toBe('image/jpeg');
    expect(outputTypeFor('image/heic')).toBe('image/jpeg');
  });
});

describe('resizeSchedule', () => {
  it('tries up to 10 times, lowering JPEG quality by ×0.95 at the fitted size', () => {
    const steps = resizeSchedule({ width: 1000, height: 500 }, 'image/jpeg');
    expect(steps).toHaveLength(10);
    expect(steps[0]).toEqual({ width: 1000, height: 500, quality: INITIAL_QUALITY });
    expect(steps[1]?.quality).toBeCloseTo(INITIAL_QUALITY * 0.95, 4);
    expect(steps[9]?.quality).toBeCloseTo(INITIAL_QUALITY * 0.95 ** 9, 4);
    expect(steps.every((s) => s.width === 1000 && s.height === 500)).toBe(true);
  });

  it('shrinks PNG dimensions by ×0.85 per step, since PNG has no quality', () => {
    const steps = resizeSchedule({ width: 1000, height: 500 }, 'image/png');
    expect(steps).toHaveLength(10);
    expect(steps.map((s) => s.width).slice(0, 3)).toEqual([1000, 850, 722]);
    expect(steps[1]?.height).toBe(425);
    expect(steps.every((s) => s.quality === undefined)).toBe(true);
  });

  it('honours a smaller iteration count', () => {
    expect(resizeSchedule({ width: 10, height: 10 }, 'image/webp', 3)).toHaveLength(3);
  });
});
