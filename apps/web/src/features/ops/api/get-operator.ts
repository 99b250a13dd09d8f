import { type Operator, operatorSchema, OPS_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/me — the signed-in operator, for the console's header. */
export async function getOperator(signal?: AbortSignal): Promise<Operator> {
  const envelope = await request({ url: OPS_API.me, ...(signal ? { signal } : {}) });
  return responseData(envelope, import.meta.env.DEV && operatorSchema);
}

export const operatorQuery = () =>
  queryOptions({ queryKey: ['ops', 'me'], queryFn: ({ signal }) => getOperator(signal) });

export const useOperator = () => useQuery(operatorQuery());
