import { OPS_API, noticeCreatedSchema, withQuery, type NoticeInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST /api/v1/ops/support/notice (new) or PUT ?noticeId= (edit); answers
 * the notice's id. A bad field comes back as the server's message.
 */
export async function saveNotice(input: {
  noticeId: number | null;
  body: NoticeInput;
}): Promise<number> {
  const { noticeId, body } = input;
  const envelope = await request({
    method: noticeId === null ? 'POST' : 'PUT',
    url: noticeId === null ? OPS_API.notice : withQuery(OPS_API.notice, { noticeId }),
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
  if (noticeId !== null) return noticeId;
  return responseData(envelope, import.meta.env.DEV && noticeCreatedSchema).noticeId;
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'notices'] }),
  });
}
