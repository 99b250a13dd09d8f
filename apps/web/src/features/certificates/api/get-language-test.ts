import { API, langDetailSchema, RESPONSE_CODES } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { certiLangKeys } from './keys';

/** GET /api/v1/person/certi-lang/lang/detail?code — one language test with all its sessions. */

export type LangDetail = z.infer<typeof langDetailSchema>;

export async function getLanguageTest(code: string, signal?: AbortSignal): Promise<LangDetail> {
  const envelope = await request({
    url: API.certiLang.langDetail,
    params: { code },
    signal,
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return langDetailSchema.parse(envelope.data);
}

export const languageTestQueryOptions = (code: string) =>
  queryOptions({
    queryKey: certiLangKeys.langDetail(code),
    queryFn: ({ signal }) => getLanguageTest(code, signal),
  });

export function useLanguageTest(code: string) {
  return useQuery({ ...languageTestQueryOptions(code), enabled: code !== '' });
}
