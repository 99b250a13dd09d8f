import { OPS_API, withQuery, type BannerInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/** POST /api/v1/ops/banners (new) or PUT ?bannerId= (edit, hide or show, order, period). */
export async function saveBanner(input: {
  bannerId: number | null;
  body: BannerInput;
}): Promise<void> {
  const { bannerId, body } = input;
  await request({
    method: bannerId === null ? 'POST' : 'PUT',
    url: bannerId === null ? OPS_API.banners : withQuery(OPS_API.banners, { bannerId }),
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'banners'] }),
  });
}
