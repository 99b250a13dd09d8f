import {
  noticePageSchema,
  SUPPORT_API,
  type NoticeCategory,
  type NoticePage,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { supportKeys } from './support-keys';

/** GET /api/v1/person/support/notice — a page of notices, pinned first. */

export interface NoticeListParams {
  category?: NoticeCategory;
  q?: string;
  page: number;
}

export async function getNotices(
  params: NoticeListParams,
  signal?: AbortSignal,
): Promise<NoticePage> {
  // The screen shows its own error state with 다시 시도.
  const envelope = await request({
    url: SUPPORT_API.notices,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && noticePageSchema);
}

export const noticesQueryOptions = (params: NoticeListParams) =>
  queryOptions({
    queryKey: supportKeys.noticeList(params),
    queryFn: ({ signal }) => getNotices(params, signal),
  });

export function useNotices(params: NoticeListParams) {
  // The old page stays on screen while the next loads, so paging does not jump.
  return useQuery({ ...noticesQueryOptions(params), placeholderData: keepPreviousData });
}
