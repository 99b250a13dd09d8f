import { OPS_API, withQuery, type PackageInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/** POST /api/v1/ops/packages (new) or PUT ?packageId= (edit, hide). */
export async function savePackage(input: {
  packageId: number | null;
  body: PackageInput;
}): Promise<void> {
  const { packageId, body } = input;
  await request({
    method: packageId === null ? 'POST' : 'PUT',
    url: packageId === null ? OPS_API.packages : withQuery(OPS_API.packages, { packageId }),
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useSavePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'packages'] }),
  });
}
