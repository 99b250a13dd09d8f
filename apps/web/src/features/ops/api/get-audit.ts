import { OPS_API, type OpsAuditEntry, opsAuditPageSchema, type Page } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/audit?page — the operators' actions, newest first. */
export async function getAudit(page: number, signal?: AbortSignal): Promise<Page<OpsAuditEntry>> {
  const envelope = await request({
    url: OPS_API.audit,
    params: { page },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsAuditPageSchema);
}

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ['ops', 'audit', page],
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQuery(page));
