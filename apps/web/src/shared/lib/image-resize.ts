import { IMAGE_RESIZE } from '@ilteo/contract';
import { checkImage } from './image-check';
import {
  canvasLimitFor,
  fitWithin,
  outputTypeFor,
  resizeSchedule,
  type Size,
} from './image-resize-plan';

export interface ResizeImageOptions {
  maxWidth: number;
  maxHeight: number;
  /** Largest acceptable file size in bytes; 2 MB by default. */
  maxBytes?: number;
}

async function decode(
  blob: Blob,
): Promise<{ source: CanvasImageSource; size: Size; close: () => void }> {
  // createImageBitmap honours EXIF orientation, so portrait phone photos stay upright.
  const bitmap = await createImageBitmap(blob);
  return {
    source: bitmap,
    size: { width: bitmap.width, height: bitmap.height },
    close: () => bitmap.close(),
  };
}

function encode(
  canvas: HTMLCanvasElement,
  type: string,
  quality: number | undefined,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      quality,
    );
  });
}

function renamed(original: Blob, blob: Blob): File {
  const name = original instanceof File ? original.name : 'image';
  const ext = blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `${name.replace(/\.[^.]+$/, '')}.${ext}`, {
    type: blob.type,
    lastModified: Date.now(),
  });
}

/**
 * Shrinks an image to fit `maxWidth`×`maxHeight` and `maxBytes` (spec §9),
 * following the schedule of image-resize-plan.ts. An image that already fits
 * is returned untouched. If no attempt gets under `maxBytes`, the last (smallest)
 * attempt is returned and the server's size limit has the final word.
 */
export async function resizeImage(file: Blob, options: ResizeImageOptions): Promise<File | Blob> {
  await checkImage(file);
  const maxBytes = options.maxBytes ?? IMAGE_RESIZE.defaultMaxBytes;
  const image = await decode(file);
  try {
    const limit = canvasLimitFor({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
    });
    const fitted = fitWithin(image.size, options.maxWidth, options.maxHeight, limit);
    const unchanged = fitted.width === image.size.width && fitted.height === image.size.height;
    if (unchanged && file.size <= maxBytes) return file;

    const type = outputTypeFor(file.type);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');

    let result: Blob | undefined;
    for (const step of resizeSchedule(fitted, type)) {
      canvas.width = step.width;
      canvas.height = step.height;
      if (type === 'image/jpeg') {
        // JPEG has no alpha: paint transparent areas white rather than black.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, step.width, step.height);
      }
      context.drawImage(image.source, 0, 0, step.width, step.height);
      result = await encode(canvas, type, step.quality);
      if (result.size <= maxBytes) break;
    }
    return result ? renamed(file, result) : file;
  } finally {
    image.close();
  }
}
