import { API, lookupItemSchema } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET /api/v1/cmmn/certi and /api/v1/cmmn/lang ?keyword&size — the
 * certificate and language-test catalogues by name, initials or
 * abbreviation, for the 자격증 and 어학 entries (a résumé stores the code).
 */
export type CatalogueKind = 'certi' | 'lang';
export type CatalogueItem = z.infer<typeof lookupItemSchema>;

const itemsSchema = () => z.array(lookupItemSchema);

export async function lookupCatalogue(
  kind: CatalogueKind,
  keyword: string,
  signal?: AbortSignal,
): Promise<CatalogueItem[]> {
  const envelope = await request({
    url: kind === 'certi' ? API.cmmn.certi : API.cmmn.lang,
    params: { keyword, size: 10 },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && itemsSchema());
}

export const catalogueQueryOptions = (kind: CatalogueKind, keyword: string) =>
  queryOptions({
    queryKey: ['catalogue-lookup', kind, keyword] as const,
    queryFn: ({ signal }) => lookupCatalogue(kind, keyword, signal),
    staleTime: 5 * 60_000,
  });

export function useCatalogueLookup(kind: CatalogueKind, keyword: string) {
  return useQuery({ ...catalogueQueryOptions(kind, keyword), enabled: keyword.trim() !== '' });
}
