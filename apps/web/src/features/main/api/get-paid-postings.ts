import { API, paidPostingSchema, type PaidPlacement, type PaidPosting } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { mainKeys } from './keys';

/** GET /api/v1/cmmn/person/main/job-posting/by-paid-service — paid exposure, by slot. */

// Built only where responses are checked (development and tests).
const paidListSchema = () => z.array(paidPostingSchema);

export async function getPaidPostings(
  placement: PaidPlacement,
  size: number,
  signal?: AbortSignal,
): Promise<PaidPosting[]> {
  // Each block of the main page reports its own failure inline, so no alert.
  const envelope = await request({
    url: API.main.postingsByPaidService,
    params: { placement, size },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && paidListSchema()).sort(
    (a, b) => a.slot - b.slot,
  );
}

export const paidPostingsQueryOptions = (placement: PaidPlacement, size: number) =>
  queryOptions({
    queryKey: mainKeys.paid(placement, size),
    queryFn: ({ signal }) => getPaidPostings(placement, size, signal),
  });

export function usePaidPostings(placement: PaidPlacement, size: number) {
  return useQuery(paidPostingsQueryOptions(placement, size));
}
