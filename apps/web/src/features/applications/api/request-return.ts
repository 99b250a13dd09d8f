import { RESPONSE_CODES, type ReturnRequestKind, APPLICATION_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { toast } from '@/shared/ui/toast';
import { returnRequestObject } from '../lib/return-request';
import { applicationKeys } from './application-keys';

/**
 * POST /api/v1/person/myhome/applications/return-request {applicationId,
 * kind} — 채용절차법 Art. 11: after a final decision that is not 합격, the
 * member may ask for the documents to be returned or destroyed.
 */
export async function requestReturn(input: {
  applicationId: number;
  kind: ReturnRequestKind;
}): Promise<string> {
  const envelope = await request({
    method: 'POST',
    url: APPLICATION_API.returnRequest,
    data: input,
    useLoading: true,
    handledCodes: [RESPONSE_CODES.REGISTERED.code, RESPONSE_CODES.CHANGED.code],
  });
  // The server says what it did (the company's copy destroyed at once); ours is the fallback.
  return envelope.message.trim() || `${returnRequestObject(input.kind)} 요청했습니다.`;
}

export function useRequestReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (message) => toast(message),
    onSettled: (_data, _error, input) =>
      client.invalidateQueries({ queryKey: applicationKeys.detail(input.applicationId) }),
  });
}
