import { API, type updateAddressSchema } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';
import { userProfileQueryKey } from './get-user-profile';

export type UpdateAddress = z.output<typeof updateAddressSchema>;

/** PUT user-info/address {zipCode, address, addressDetail} — 003. */
export async function updateAddress(body: UpdateAddress): Promise<void> {
  await request({
    method: 'PUT',
    url: API.account.updateAddress,
    data: body,
    useLoading: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: userProfileQueryKey }),
  });
}
