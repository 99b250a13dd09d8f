import type { UploadedFile } from '@ilteo/contract';
import { uploadFile } from '@/shared/api/upload-file';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) for one image of a chat message:
 * the spec's image helper first (not an image: its own error, nothing sent),
 * then the upload; the message's send attaches it. 901 (a type not allowed,
 * or bytes that are not what the name says) is left to the caller, which
 * shows the server's message by the composer.
 */

const CHAT_IMAGE_BOX = { maxWidth: 1600, maxHeight: 1600 } as const;

export async function uploadChatImage(file: unknown): Promise<UploadedFile> {
  const image = await checkImage(file);
  const resized = await resizeImage(image, CHAT_IMAGE_BOX);
  const name =
    resized instanceof File ? resized.name : image instanceof File ? image.name : 'image';
  return uploadFile(resized, name);
}
