import { jsonResumeImportResultSchema, RESPONSE_CODES, RESUME_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { alert } from '@/shared/ui/dialog';
import { resumeListQueryKey } from './list-resumes';

export type JsonResumeImportResult = z.infer<typeof jsonResumeImportResultSchema>;

/** JSON Resume files are small; a larger file is not one (and the server would refuse it). */
export const JSON_RESUME_MAX_BYTES = 1024 * 1024;

export const IMPORT_MESSAGES = {
  tooLarge: 'JSON Resume 파일은 1MB 이하여야 합니다.',
  notJson: 'JSON Resume 파일을 읽지 못했습니다. 올바른 JSON 파일인지 확인해 주세요.',
} as const;

/** The file's JSON object, or null (after telling the member why) when it is not one. */
export async function readJsonResumeFile(file: File): Promise<Record<string, unknown> | null> {
  if (file.size > JSON_RESUME_MAX_BYTES) {
    await alert(IMPORT_MESSAGES.tooLarge);
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(await file.text());
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the same message as a JSON value that is not an object.
  }
  await alert(IMPORT_MESSAGES.notJson);
  return null;
}

/**
 * POST /api/v1/person/myhome/career/json-resume {document} — a new résumé
 * from a JSON Resume v1.0.0 document; `notes` say what did not map. The
 * screen reports the result itself, so 등록되었습니다 is not an alert here.
 */
export async function importJsonResume(
  document: Record<string, unknown>,
): Promise<JsonResumeImportResult> {
  const envelope = await request({
    method: 'POST',
    url: RESUME_API.jsonResume,
    data: { document },
    useLoading: true,
    handledCodes: [RESPONSE_CODES.REGISTERED.code],
  });
  return responseData(envelope, import.meta.env.DEV && jsonResumeImportResultSchema);
}

export function useImportJsonResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importJsonResume,
    onSuccess: () => client.invalidateQueries({ queryKey: resumeListQueryKey }),
  });
}
