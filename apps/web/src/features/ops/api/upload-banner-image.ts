import { API, RESPONSE_CODES, uploadedFileSchema, type UploadedFile } from '@ilteo/contract';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) for a banner's image: an image
 * only (the spec's helper first), scaled down to twice the banner's box for
 * sharp high-density screens; saving the banner attaches it for everyone.
 * 901 is left to the form, which shows the server's message by the field.
 */
export const FILE_TYPE_REJECTED = RESPONSE_CODES.FILE_TYPE_REJECTED.code;

const BANNER_IMAGE_BOX = { maxWidth: 2400, maxHeight: 800 } as const;

// Built only where responses are checked (development and tests).
const uploadedSchema = () => z.array(uploadedFileSchema);

export async function uploadBannerImage(file: File): Promise<UploadedFile> {
  const image = await checkImage(file);
  const resized = await resizeImage(image, BANNER_IMAGE_BOX);
  const form = new FormData();
  form.append('files', resized, resized instanceof File ? resized.name : file.name);
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
