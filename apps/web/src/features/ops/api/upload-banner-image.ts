import type { UploadedFile } from '@ilteo/contract';
import { uploadFile } from '@/shared/api/upload-file';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) for a banner's image: an image
 * only (the spec's helper first), scaled down to twice the banner's box for
 * sharp high-density screens; saving the banner attaches it for everyone.
 * 901 is left to the form, which shows the server's message by the field.
 */

const BANNER_IMAGE_BOX = { maxWidth: 2400, maxHeight: 800 } as const;

export async function uploadBannerImage(file: File): Promise<UploadedFile> {
  const image = await checkImage(file);
  const resized = await resizeImage(image, BANNER_IMAGE_BOX);
  return uploadFile(resized, resized instanceof File ? resized.name : file.name);
}
