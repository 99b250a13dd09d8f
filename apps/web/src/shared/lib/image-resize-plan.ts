import { IMAGE_RESIZE } from '@ilteo/contract';

/**
 * The pure half of image resizing: how big a canvas may be in this browser,
 * what size to draw at, and the quality/size schedule to try.
 */

/**
 * Largest square canvas (side in px) each engine can draw, from the measured
 * maximum canvas areas published by the canvas-size project:
 * - 16384: Chromium (Chrome, Edge, Samsung Internet, Whale, Opera), desktop and Android.
 * - 11180: Firefox (max area 11180²; its 32767 side limit never binds first).
 * - 8192: desktop Safari and anything we do not recognise (legacy Edge, IE);
 *   conservative, and far above any photo an upload needs.
 * - 4096: every browser on iOS/iPadOS (all WebKit), whose canvas area cap is
 *   16,777,216 px; beyond it drawing silently produces a blank image.
 */
export const CANVAS_LIMITS = {
  chromium: 16384,
  firefox: 11180,
  fallback: 8192,
  ios: 4096,
} as const;

export function canvasLimitFor({
  userAgent,
  maxTouchPoints,
}: {
  userAgent: string;
  maxTouchPoints: number;
}): number {
  const isIos =
    /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  if (isIos) return CANVAS_LIMITS.ios;
  if (/Firefox\//i.test(userAgent)) return CANVAS_LIMITS.firefox;
  if (/Chrome\/|Chromium\/|Edg\//i.test(userAgent)) return CANVAS_LIMITS.chromium;
  return CANVAS_LIMITS.fallback;
}

export interface Size {
  width: number;
  height: number;
}

/** Scales `size` down (never up) to fit the caller's box and the canvas limit, keeping its shape. */
export function fitWithin(
  size: Size,
  maxWidth: number,
  maxHeight: number,
  canvasLimit: number,
): Size {
  const { width, height } = size;
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(
    1,
    maxWidth / width,
    maxHeight / height,
    canvasLimit / width,
    canvasLimit / height,
    // The limits are areas: a long thin image may exceed the area before either side.
    canvasLimit / Math.sqrt(width * height),
  );
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/** What the resized file is encoded as: PNG and WebP keep their type, everything else becomes JPEG. */
export function outputTypeFor(inputType: string): 'image/png' | 'image/webp' | 'image/jpeg' {
  if (inputType === 'image/png') return 'image/png';
  if (inputType === 'image/webp') return 'image/webp';
  return 'image/jpeg';
}

export interface ResizeStep extends Size {
  /** Encoder quality for JPEG/WebP; undefined for PNG, which is lossless. */
  quality: number | undefined;
}

/** Quality of the first attempt: the JPEG default of most browsers. */
export const INITIAL_QUALITY = 0.92;

/**
 * The attempts to make, in order, until one is small enough (spec §9: up to
 * 10, factor 0.95 per step, 0.85 for PNG). For JPEG and WebP the factor
 * lowers the encoder quality at the fitted size. PNG ignores quality, so for
 * PNG the factor shrinks the dimensions instead.
 */
export function resizeSchedule(
  fitted: Size,
  outputType: string,
  maxIterations: number = IMAGE_RESIZE.maxIterations,
): ResizeStep[] {
  const isPng = outputType === 'image/png';
  const factor = isPng ? IMAGE_RESIZE.pngQualityStep : IMAGE_RESIZE.qualityStep;
  return Array.from({ length: maxIterations }, (_, i) => {
    const k = factor ** i;
    return isPng
      ? {
          width: Math.max(1, Math.floor(fitted.width * k)),
          height: Math.max(1, Math.floor(fitted.height * k)),
          quality: undefined,
        }
      : { ...fitted, quality: Number((INITIAL_QUALITY * k).toFixed(4)) };
  });
}
