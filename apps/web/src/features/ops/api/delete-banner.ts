import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/banners?bannerId= — the banner; its image goes back to the clean-up. */
export async function deleteBanner(bannerId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: withQuery(OPS_API.banners, { bannerId }),
    useLoading: true,
  });
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'banners'] }),
  });
}
