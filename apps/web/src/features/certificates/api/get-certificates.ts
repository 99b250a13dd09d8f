import { API, certListQuerySchema, certSummarySchema, pageSchema } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { seoulToday } from '../lib/d-day';
import { certiLangKeys } from './keys';

/** GET /api/v1/person/certi-lang/certi — a page of certificates with their next round. */

/** The query as sent: every filter optional, sort, page and size set. */
export type CertListParams = z.output<typeof certListQuerySchema>;

/** The page; `today` is the server's date when it sends one, else today in Seoul. */
// Built only where responses are checked (development and tests).
const certPageSchema = () => pageSchema(certSummarySchema).extend({ today: z.string().optional() });
export type CertPage = z.infer<ReturnType<typeof certPageSchema>> & { today: string };

export async function getCertificates(
  params: CertListParams,
  signal?: AbortSignal,
): Promise<CertPage> {
  // The screen reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({ url: API.certiLang.certList, params, signal, silent: true });
  const page = responseData(envelope, import.meta.env.DEV && certPageSchema());
  return { ...page, today: page.today ?? seoulToday() };
}

export const certificatesQueryOptions = (params: CertListParams) =>
  queryOptions({
    queryKey: certiLangKeys.certList(params),
    queryFn: ({ signal }) => getCertificates(params, signal),
  });

export function useCertificates(params: CertListParams) {
  // Keep the old page on screen while the next one loads, so paging does not jump.
  return useQuery({ ...certificatesQueryOptions(params), placeholderData: keepPreviousData });
}
