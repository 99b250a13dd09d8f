import { API, certDetailSchema, RESPONSE_CODES, type CertDetail } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { certiLangKeys } from './keys';

/** GET /api/v1/person/certi-lang/certi/detail?code — one certificate with all its rounds. */

export async function getCertificate(code: string, signal?: AbortSignal): Promise<CertDetail> {
  // 202 (not found, bad code): the screen says so itself, with a link back.
  const envelope = await request({
    url: API.certiLang.certDetail,
    params: { code },
    signal,
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && certDetailSchema);
}

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: certiLangKeys.certDetail(code),
    queryFn: ({ signal }) => getCertificate(code, signal),
  });

export function useCertificate(code: string) {
  return useQuery({ ...certificateQueryOptions(code), enabled: code !== '' });
}
