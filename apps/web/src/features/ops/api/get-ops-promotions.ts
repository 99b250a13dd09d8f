import {
  OPS_API,
  promotionPageSchema,
  type PromotionProduct,
  type PromotionState,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/promotions?product&state&companyId&page — every promotion, newest first. */
export interface OpsPromotionParams {
  product?: PromotionProduct;
  state?: PromotionState;
  companyId?: number;
  page: number;
}

export async function getOpsPromotions(params: OpsPromotionParams, signal?: AbortSignal) {
  const envelope = await request({
    url: OPS_API.promotions,
    params: { ...params },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && promotionPageSchema);
}

export const opsPromotionsQuery = (params: OpsPromotionParams) =>
  queryOptions({
    queryKey: ['ops', 'promotions', params],
    queryFn: ({ signal }) => getOpsPromotions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOpsPromotions = (params: OpsPromotionParams) =>
  useQuery(opsPromotionsQuery(params));
