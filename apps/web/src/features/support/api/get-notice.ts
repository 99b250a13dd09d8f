import { noticeDetailSchema, SUPPORT_API, type NoticeDetail } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { supportKeys } from './support-keys';

/** GET /api/v1/person/support/notice/detail — a notice; the server counts the view once a day. */

export async function getNotice(noticeId: number, signal?: AbortSignal): Promise<NoticeDetail> {
  const envelope = await request({
    url: SUPPORT_API.noticeDetail,
    params: { noticeId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && noticeDetailSchema);
}

export const noticeQueryOptions = (noticeId: number) =>
  queryOptions({
    queryKey: supportKeys.notice(noticeId),
    queryFn: ({ signal }) => getNotice(noticeId, signal),
    // 404 and 400 are answers, not failures to retry.
    retry: false,
  });

export function useNotice(noticeId: number | null) {
  return useQuery({ ...noticeQueryOptions(noticeId ?? 0), enabled: noticeId !== null });
}
