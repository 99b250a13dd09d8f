import { OPS_API, opsPackageListSchema, type OpsPackage } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/packages — the whole catalogue with each package's sales count. */
export async function getOpsPackages(signal?: AbortSignal): Promise<OpsPackage[]> {
  const envelope = await request({
    url: OPS_API.packages,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsPackageListSchema);
}

export const opsPackagesQuery = () =>
  queryOptions({
    queryKey: ['ops', 'packages'],
    queryFn: ({ signal }) => getOpsPackages(signal),
  });

export const useOpsPackages = () => useQuery(opsPackagesQuery());
