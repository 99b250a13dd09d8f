import { API, type updateConsentsSchema } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { userProfileQueryKey } from './get-user-profile';

export type UpdateConsents = z.output<typeof updateConsentsSchema>;

/** PUT user-info/consents {decisions} — 003. */
export async function updateConsents(body: UpdateConsents): Promise<void> {
  await request({ method: 'PUT', url: API.account.updateConsents, data: body, useLoading: true });
}

export function useUpdateConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: () => client.invalidateQueries({ queryKey: userProfileQueryKey }),
  });
}
