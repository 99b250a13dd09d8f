import { API, PAID_BLOCK_SIZES, paidPostingSchema, type PaidPosting } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { recruitKeys } from './keys';

/**
 * GET /api/v1/cmmn/person/main/job-posting/by-paid-service?placement=list-top
 * — the recruitment list's 추천 공고 strip (paid 'list-top' promotions, by slot).
 */

const SIZE = PAID_BLOCK_SIZES['list-top'];
const listSchema = () => z.array(paidPostingSchema);

export async function getTopPostings(signal?: AbortSignal): Promise<PaidPosting[]> {
  // The strip is an extra: a failure hides it instead of alerting.
  const envelope = await request({
    url: API.main.postingsByPaidService,
    params: { placement: 'list-top', size: SIZE },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && listSchema()).sort(
    (a, b) => a.slot - b.slot,
  );
}

export const topPostingsQueryOptions = () =>
  queryOptions({
    queryKey: [...recruitKeys.all, 'top'] as const,
    queryFn: ({ signal }) => getTopPostings(signal),
  });

export const useTopPostings = () => useQuery(topPostingsQueryOptions());
