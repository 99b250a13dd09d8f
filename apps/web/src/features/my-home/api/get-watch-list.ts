import {
  API,
  interestListItemSchema,
  pageSchema,
  type ContentType,
  type InterestListItem,
  type Page,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { myHomeKeys } from './keys';

/**
 * GET /api/v1/person/content-interest-his/list — one page of the member's
 * marks of one kind, newest first, with the total and each item's deadline.
 */
export const WATCH_PAGE_SIZE = 10;

// Built only where responses are checked (development and tests).
const watchListSchema = () => pageSchema(interestListItemSchema);

export async function getWatchList(
  contentType: ContentType,
  page: number,
  signal?: AbortSignal,
): Promise<Page<InterestListItem>> {
  // The screen reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({
    url: API.person.contentInterestList,
    params: { contentType, page, size: WATCH_PAGE_SIZE },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && watchListSchema());
}

export const watchListQueryOptions = (contentType: ContentType, page: number) =>
  queryOptions({
    queryKey: myHomeKeys.watchList(contentType, page),
    queryFn: ({ signal }) => getWatchList(contentType, page, signal),
  });

/** The page shown stays while the next one loads, so the pager does not jump. */
export function useWatchList(contentType: ContentType, page: number) {
  return useQuery({
    ...watchListQueryOptions(contentType, page),
    placeholderData: keepPreviousData,
  });
}
