import { API, RESPONSE_CODES, uploadedFileSchema, type UploadedFile } from '@ilteo/contract';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) for one image of a body (or a
 * cover). The upload stays unattached until the owner is saved with its
 * saveName; an image never saved is cleaned up by the server after a day.
 * 901 (a type not allowed, or bytes that are not what the name says) is
 * shown next to the editor with the server's message.
 */
export const FILE_TYPE_REJECTED = RESPONSE_CODES.FILE_TYPE_REJECTED.code;

/** Wide enough for a phone screenshot at full width, small enough for ≤ 2 MB. */
const EDITOR_IMAGE_BOX = { maxWidth: 1600, maxHeight: 1600 } as const;

// Built only where responses are checked (development and tests).
const uploadedSchema = () => z.array(uploadedFileSchema);

async function upload(file: Blob, name: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('files', file, name);
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
  return upload(resized, name);
}
