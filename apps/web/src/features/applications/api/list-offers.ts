import { offerPageSchema, type Offer, type Page, OFFER_API } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { applicationKeys, type OfferStatusFilter } from './application-keys';

/** GET /api/v1/person/myhome/offers?status&page&size — the member's offers, newest first. */
export const OFFER_PAGE_SIZE = 10;

export async function listOffers(
  status: OfferStatusFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Offer>> {
  const envelope = await request({
    url: OFFER_API.list,
    params: { status, page, size: OFFER_PAGE_SIZE },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && offerPageSchema);
}

export const offerListQueryOptions = (status: OfferStatusFilter, page: number) =>
  queryOptions({
    queryKey: applicationKeys.offerList(status, page),
    queryFn: ({ signal }) => listOffers(status, page, signal),
  });

export function useOffers(status: OfferStatusFilter, page: number) {
  return useQuery({ ...offerListQueryOptions(status, page), placeholderData: keepPreviousData });
}
