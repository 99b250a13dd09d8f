import { OPS_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/guide/article?articleId= — hides it (out of the lists and the search). */
export async function hideGuideArticle(articleId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: OPS_API.guideArticle,
    params: { articleId },
    useLoading: true,
  });
}

export function useHideGuideArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: hideGuideArticle,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'guide'] }),
  });
}
