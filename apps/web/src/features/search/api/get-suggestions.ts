import { API, SEARCH_LIMITS, suggestionSchema, type Suggestion } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { searchKeys } from './keys';

/** GET /api/v1/cmmn/search/suggest — a few titles that match what is being typed. */

// Built only where responses are checked (development and tests).
const suggestionsSchema = () => z.array(suggestionSchema);

export async function getSuggestions(keyword: string, signal?: AbortSignal): Promise<Suggestion[]> {
  // Suggestions are a convenience: a failure leaves the box usable, so never alert.
  const envelope = await request({
    url: API.search.suggest,
    params: { keyword, size: SEARCH_LIMITS.suggestions },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && suggestionsSchema());
}

/**
 * Keyed by the keyword: an answer is only ever shown for the keyword it was
 * asked for, and when the keyword changes TanStack Query aborts the request
 * that no one waits for any more (its `signal` reached fetch).
 */
export const suggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(keyword),
    queryFn: ({ signal }) => getSuggestions(keyword, signal),
  });

export function useSuggestions(keyword: string, enabled: boolean) {
  return useQuery({ ...suggestionsQueryOptions(keyword), enabled: enabled && keyword !== '' });
}
