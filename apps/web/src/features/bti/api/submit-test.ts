import { BTI_API, RESPONSE_CODES, btiSubmitResultSchema } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { btiKeys } from './keys';

/** The server's refusal of an incomplete sitting names the missing items. */
export function missingOf(error: unknown): number[] | null {
  if (!isApiError(error) || error.code !== RESPONSE_CODES.REQUEST_REJECTED.code) return null;
  const data = error.data as { missing?: unknown } | null;
  return Array.isArray(data?.missing)
    ? data.missing.filter((n): n is number => typeof n === 'number')
    : null;
}

/** POST BTI_API.submit — scores the sitting; 400 with `missing` when items are unanswered. */
export async function submitTest(): Promise<{ attemptId: number; code: string }> {
  const envelope = await request({
    method: 'POST',
    url: BTI_API.submit,
    useLoading: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && btiSubmitResultSchema);
}

export function useSubmitTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitTest,
    onSuccess: () => client.invalidateQueries({ queryKey: btiKeys.all }),
  });
}
