import { RESPONSE_CODES, OFFER_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { applicationKeys, MY_HOME_KEY } from './application-keys';

/** POST /api/v1/person/myhome/offers/decline {offerId, reason?} — the reason is optional. */
export async function declineOffer(input: { offerId: number; reason?: string }): Promise<void> {
  await request({
    method: 'POST',
    url: OFFER_API.decline,
    data: input,
    useLoading: true,
    handledCodes: [RESPONSE_CODES.CHANGED.code],
  });
}

export function useDeclineOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.offers() }),
        client.invalidateQueries({ queryKey: MY_HOME_KEY }),
      ]);
    },
  });
}
