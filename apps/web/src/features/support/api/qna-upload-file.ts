import { API, RESPONSE_CODES, uploadedFileSchema, type UploadedFile } from '@ilteo/contract';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * POST /api/v1/cmmn/uploadFile (multipart) — one attachment for an inquiry;
 * saving the inquiry attaches it (an upload never saved is cleaned up by
 * the server after a day). 901 (a type not allowed, or content that is not
 * what its name says) is left to the form, which shows it by the file.
 */
export const FILE_TYPE_REJECTED = RESPONSE_CODES.FILE_TYPE_REJECTED.code;

// Built only where responses are checked (development and tests).
const uploadedSchema = () => z.array(uploadedFileSchema);

export async function uploadQnaFile(file: Blob, name: string): Promise<UploadedFile> {
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
