import { API, RESPONSE_CODES, uploadedFileSchema, type UploadedFile } from '@ilteo/contract';
import { z } from 'zod';
import { request } from './http';
import { responseData } from './response-data';

/**
 * POST /api/v1/cmmn/uploadFile (multipart): stores one file for this member
 * (a résumé's photo or portfolio file, an application's file, an inquiry's
 * attachment, an editor's image). What it belongs to attaches it when that is
 * saved; an upload never saved is cleaned up by the server after a day. 901
 * (a type not allowed, or bytes that are not what the name says) is left to
 * the caller, which shows the server's message by the file.
 */
export const FILE_TYPE_REJECTED = RESPONSE_CODES.FILE_TYPE_REJECTED.code;

// Built only where responses are checked (development and tests).
const uploadedSchema = () => z.array(uploadedFileSchema);

export async function uploadFile(file: Blob, name: string): Promise<UploadedFile> {
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
