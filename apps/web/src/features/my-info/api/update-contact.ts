import { API, type updateContactSchema } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';
import { userProfileQueryKey } from './get-user-profile';

export type UpdateContact = z.output<typeof updateContactSchema>;

/** PUT user-info/contact {currentPassword, email, mobile} — 003 변경되었습니다. */
export async function updateContact(body: UpdateContact): Promise<void> {
  await request({
    method: 'PUT',
    url: API.account.updateContact,
    data: body,
    useLoading: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => client.invalidateQueries({ queryKey: userProfileQueryKey }),
  });
}
