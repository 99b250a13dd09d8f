import { API, langListQuerySchema, langSummarySchema, pageSchema } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { seoulToday } from '../lib/d-day';
import { certiLangKeys } from './keys';

/** GET /api/v1/person/certi-lang/lang — a page of language tests with their next session. */

export type LangListParams = z.output<typeof langListQuerySchema>;

const langPageSchema = pageSchema(langSummarySchema).extend({ today: z.string().optional() });
export type LangPage = z.infer<typeof langPageSchema> & { today: string };

export async function getLanguageTests(
  params: LangListParams,
  signal?: AbortSignal,
): Promise<LangPage> {
  const envelope = await request({ url: API.certiLang.langList, params, signal, silent: true });
  const page = langPageSchema.parse(envelope.data);
  return { ...page, today: page.today ?? seoulToday() };
}

export const languageTestsQueryOptions = (params: LangListParams) =>
  queryOptions({
    queryKey: certiLangKeys.langList(params),
    queryFn: ({ signal }) => getLanguageTests(params, signal),
  });

export function useLanguageTests(params: LangListParams) {
  return useQuery({ ...languageTestsQueryOptions(params), placeholderData: keepPreviousData });
}
