import { API, RESPONSE_CODES, uploadedFileSchema, type UploadedFile } from '@ilteo/contract';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) for one image of a chat message:
 * the spec's image helper first (not an image: its own error, nothing sent),
 * then the upload; the message's send attaches it. 901 (a type not allowed,
 * or bytes that are not what the name says) is left to the caller, which
 * shows the server's message by the composer.
 */
export const FILE_TYPE_REJECTED = RESPONSE_CODES.FILE_TYPE_REJECTED.code;

const CHAT_IMAGE_BOX = { maxWidth: 1600, maxHeight: 1600 } as const;

// Built only where responses are checked (development and tests).
const uploadedSchema = () => z.array(uploadedFileSchema);

export async function uploadChatImage(file: unknown): Promise<UploadedFile> {
  const image = await checkImage(file);
  const resized = await resizeImage(image, CHAT_IMAGE_BOX);
  const name =
    resized instanceof File ? resized.name : image instanceof File ? image.name : 'image';
  const form = new FormData();
  form.append('files', resized, name);
  const envelope = await request({
    method: 'POST',
    url: API.cmmn.uploadFile,
    data: form,
    useLoading: true,
    handledCodes: [FILE_TYPE_REJECTED],
  });
  const [stored] = responseData(envelope, import.meta.env.DEV && uploadedSchema());
  if (!stored) throw new Error('The upload came back without the stored file');
  return stored;
}
