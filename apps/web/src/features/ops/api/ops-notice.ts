import { OPS_API, opsNoticeSchema, type OpsNotice } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/support/notice?noticeId= — a notice as the form loads it. */

export async function getOpsNotice(noticeId: number, signal?: AbortSignal): Promise<OpsNotice> {
  const envelope = await request({
    url: OPS_API.notice,
    params: { noticeId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && opsNoticeSchema);
}

export const opsNoticeQueryOptions = (noticeId: number) =>
  queryOptions({
    queryKey: ['ops', 'notices', 'item', noticeId],
    queryFn: ({ signal }) => getOpsNotice(noticeId, signal),
    retry: false,
  });

export function useOpsNotice(noticeId: number | null) {
  return useQuery({ ...opsNoticeQueryOptions(noticeId ?? 0), enabled: noticeId !== null });
}
