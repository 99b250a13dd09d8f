import { OPS_API, opsGuideArticleSchema } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/guide/article?articleId= — an article as the edit form loads it. */
export async function getGuideArticle(articleId: number, signal?: AbortSignal) {
  const envelope = await request({
    url: OPS_API.guideArticle,
    params: { articleId },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsGuideArticleSchema);
}

export const guideArticleQuery = (articleId: number) =>
  queryOptions({
    queryKey: ['ops', 'guide', 'article', articleId],
    queryFn: ({ signal }) => getGuideArticle(articleId, signal),
    // The form is filled once; a refetch behind it would not change what is typed.
    staleTime: Infinity,
  });

/** Nothing is fetched for a new article (null). */
export const useGuideArticle = (articleId: number | null) =>
  useQuery({ ...guideArticleQuery(articleId ?? 0), enabled: articleId !== null });
