import { RESPONSE_CODES, OFFER_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { applicationKeys, MY_HOME_KEY } from './application-keys';

/** POST /api/v1/person/myhome/offers/accept {offerId} — an expired or answered offer is refused (alert). */
export async function acceptOffer(offerId: number): Promise<void> {
  await request({
    method: 'POST',
    url: OFFER_API.accept,
    data: { offerId },
    useLoading: true,
    handledCodes: [RESPONSE_CODES.CHANGED.code],
  });
}

export function useAcceptOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.offers() }),
        client.invalidateQueries({ queryKey: MY_HOME_KEY }),
      ]);
    },
  });
}
