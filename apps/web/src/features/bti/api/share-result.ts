import { BTI_API, type BtiShareBody } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { btiKeys } from './keys';

/** POST BTI_API.share — shares the result with the requesting company, or declines. */
export async function shareResult(body: BtiShareBody): Promise<void> {
  await request({ method: 'POST', url: BTI_API.share, data: body, useLoading: true });
}

export function useShareResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareResult,
    onSettled: () => client.invalidateQueries({ queryKey: [...btiKeys.all, 'requests'] }),
  });
}
