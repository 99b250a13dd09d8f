import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

export interface CannedInput {
  title: string;
  body: string;
}

/**
 * POST /api/v1/ops/chat/canned (new) or PUT ?replyId= (edit). A bad field
 * comes back as the server's message, shown by the form.
 */
export async function saveCannedReply(input: CannedInput & { replyId: number | null }) {
  const { replyId, ...data } = input;
  await request({
    method: replyId === null ? 'POST' : 'PUT',
    url: replyId === null ? OPS_API.chatCanned : withQuery(OPS_API.chatCanned, { replyId }),
    data,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useSaveCannedReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCannedReply,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'chat', 'canned'] }),
  });
}
