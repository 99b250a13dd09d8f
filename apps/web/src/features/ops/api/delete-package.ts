import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/packages?packageId= — 1103 once it has sold (hide it instead). */
export async function deletePackage(packageId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: withQuery(OPS_API.packages, { packageId }),
    useLoading: true,
    silent: true,
  });
}

export function useDeletePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'packages'] }),
  });
}
