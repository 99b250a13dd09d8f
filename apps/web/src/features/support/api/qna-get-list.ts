import { qnaPageSchema, SUPPORT_API, type Page, type QnaItem } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { qnaKeys } from './qna-keys';

/** GET /api/v1/person/support/qna/list?page — the member's own inquiries, newest first. */
export async function getMyQna(page: number, signal?: AbortSignal): Promise<Page<QnaItem>> {
  const envelope = await request({
    url: SUPPORT_API.qnaList,
    params: { page },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && qnaPageSchema);
}

export const myQnaQuery = (page: number) =>
  queryOptions({
    queryKey: qnaKeys.list(page),
    queryFn: ({ signal }) => getMyQna(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyQna = (page: number) => useQuery(myQnaQuery(page));
