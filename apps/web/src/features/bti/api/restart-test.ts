import { BTI_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { btiKeys } from './keys';

/** POST BTI_API.restart — discards the open sitting; the next answer starts a new one. */
export async function restartTest(): Promise<void> {
  await request({ method: 'POST', url: BTI_API.restart, useLoading: true });
}

export function useRestartTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restartTest,
    onSuccess: () => client.invalidateQueries({ queryKey: btiKeys.all }),
  });
}
