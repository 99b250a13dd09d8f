import { OPS_API, qnaOpsDetailSchema, RESPONSE_CODES, type QnaOpsDetail } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/support/qna/item?qnaId — the inquiry, its files, who asked and the answer. */
export async function getQnaItem(qnaId: number, signal?: AbortSignal): Promise<QnaOpsDetail> {
  // No such inquiry (deleted by the member) or a bad id (202): the screen says so itself.
  const envelope = await request({
    url: OPS_API.qnaItem,
    params: { qnaId },
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && qnaOpsDetailSchema);
}

export const qnaItemQuery = (qnaId: number) =>
  queryOptions({
    queryKey: ['ops', 'qna', 'item', qnaId],
    queryFn: ({ signal }) => getQnaItem(qnaId, signal),
  });

/** `qnaId` is null when the address has no valid one; nothing is fetched then. */
export const useQnaItem = (qnaId: number | null) =>
  useQuery({ ...qnaItemQuery(qnaId ?? 0), enabled: qnaId !== null });
