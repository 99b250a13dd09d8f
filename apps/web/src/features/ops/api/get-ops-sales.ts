import { OPS_API, opsSalesPageSchema, type SaleState } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/sales?state&page — invoices, newest first, and totals by state. */
export async function getOpsSales(
  state: SaleState | undefined,
  page: number,
  signal?: AbortSignal,
) {
  const envelope = await request({
    url: OPS_API.sales,
    params: { ...(state ? { state } : {}), page },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsSalesPageSchema);
}

export const opsSalesQuery = (state: SaleState | undefined, page: number) =>
  queryOptions({
    queryKey: ['ops', 'sales', state ?? 'all', page],
    queryFn: ({ signal }) => getOpsSales(state, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOpsSales = (state: SaleState | undefined, page: number) =>
  useQuery(opsSalesQuery(state, page));
