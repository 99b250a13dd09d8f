import { guideDetailSchema, postingIdOf, type GuideDetail, GUIDE_API } from '@ilteo/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { guideKeys } from './keys';

/** GET /api/v1/person/guide/detail?articleId= — a published article with its related items. */
export async function getGuideArticle(
  articleId: number,
  signal?: AbortSignal,
): Promise<GuideDetail> {
  // Unknown, draft, hidden or a bad id (404/400): the screen says so with a link back.
  const envelope = await request({
    url: GUIDE_API.detail,
    params: { articleId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && guideDetailSchema);
}

export const guideArticleQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: guideKeys.detail(articleId),
    queryFn: ({ signal }) => getGuideArticle(articleId, signal),
  });

/** `articleId` is null when the address has no valid one; nothing is fetched then. */
export function useGuideArticle(articleId: number | null) {
  return useQuery({ ...guideArticleQueryOptions(articleId ?? 0), enabled: articleId !== null });
}

/** Starts the article's call while the route loads (the route table's prefetch). */
export async function prefetchGuideArticle(client: QueryClient, url: URL): Promise<void> {
  const articleId = postingIdOf(url.searchParams.get('guideId'));
  // A failure is the screen's to show, from the same cache entry.
  if (articleId !== null) {
    await client.query(guideArticleQueryOptions(articleId)).catch(() => undefined);
  }
}
