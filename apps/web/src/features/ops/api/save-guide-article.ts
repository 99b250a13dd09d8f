import { OPS_API, guideArticleSavedSchema, type GuideArticleInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST /api/v1/ops/guide/article (new) or PUT ?articleId= (edit). A refusal
 * (202 naming a field: the body, a job code, the cover) is the form's to show.
 */
export async function saveGuideArticle(input: {
  articleId: number | null;
  body: GuideArticleInput;
}): Promise<{ articleId: number }> {
  const envelope = await request({
    method: input.articleId === null ? 'POST' : 'PUT',
    url: OPS_API.guideArticle,
    ...(input.articleId === null ? {} : { params: { articleId: input.articleId } }),
    data: input.body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && guideArticleSavedSchema);
}

export function useSaveGuideArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGuideArticle,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'guide'] }),
  });
}
