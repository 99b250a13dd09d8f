import {
  OPS_API,
  opsNoticePageSchema,
  type NoticeCategory,
  type OpsNoticePage,
  type SupportState,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/support/notices — every notice, hidden ones too, in the members' order. */

export interface OpsNoticeParams {
  category?: NoticeCategory;
  q?: string;
  state?: SupportState;
  page: number;
}

export async function getOpsNotices(
  params: OpsNoticeParams,
  signal?: AbortSignal,
): Promise<OpsNoticePage> {
  const envelope = await request({
    url: OPS_API.notices,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && opsNoticePageSchema);
}

export const opsNoticesQueryOptions = (params: OpsNoticeParams) =>
  queryOptions({
    queryKey: ['ops', 'notices', 'list', params],
    queryFn: ({ signal }) => getOpsNotices(params, signal),
  });

export function useOpsNotices(params: OpsNoticeParams) {
  return useQuery({ ...opsNoticesQueryOptions(params), placeholderData: keepPreviousData });
}
