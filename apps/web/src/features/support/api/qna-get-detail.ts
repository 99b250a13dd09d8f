import { qnaDetailSchema, RESPONSE_CODES, SUPPORT_API, type QnaDetail } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { qnaKeys } from './qna-keys';

/**
 * GET /api/v1/person/support/qna/detail?qnaId — the member's own inquiry.
 * A bad id (202) or someone else's or a deleted one (102): the detail says
 * so itself instead of leaving the page.
 */
export async function getQna(qnaId: number, signal?: AbortSignal): Promise<QnaDetail> {
  const envelope = await request({
    url: SUPPORT_API.qnaDetail,
    params: { qnaId },
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code, RESPONSE_CODES.PERMISSION_DENIED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && qnaDetailSchema);
}

export const qnaQuery = (qnaId: number) =>
  queryOptions({
    queryKey: qnaKeys.detail(qnaId),
    queryFn: ({ signal }) => getQna(qnaId, signal),
  });

/** `qnaId` is null when the address has no valid one; nothing is fetched then. */
export const useQna = (qnaId: number | null) =>
  useQuery({ ...qnaQuery(qnaId ?? 0), enabled: qnaId !== null });
