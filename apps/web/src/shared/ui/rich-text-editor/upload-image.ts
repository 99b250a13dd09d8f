import type { UploadedFile } from '@ilteo/contract';
import { uploadFile } from '@/shared/api/upload-file';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) for one image of a body (or a
 * cover). The upload stays unattached until the owner is saved with its
 * saveName; an image never saved is cleaned up by the server after a day.
 * 901 (a type not allowed, or bytes that are not what the name says) is
 * shown next to the editor with the server's message.
 */
export { FILE_TYPE_REJECTED } from '@/shared/api/upload-file';

/** Wide enough for a phone screenshot at full width, small enough for ≤ 2 MB. */
const EDITOR_IMAGE_BOX = { maxWidth: 1600, maxHeight: 1600 } as const;

/**
 * The spec's image helper, then the upload: rejects with the helper's own
 * errors for a file that is not an image (before anything is sent), or with
 * the ApiError of the upload.
 */
export async function uploadEditorImage(file: unknown): Promise<UploadedFile> {
  const image = await checkImage(file);
  const resized = await resizeImage(image, EDITOR_IMAGE_BOX);
  const name =
    resized instanceof File ? resized.name : image instanceof File ? image.name : 'image';
  return uploadFile(resized, name);
}
