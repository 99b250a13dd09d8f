import { API, SNS_PROVIDERS, type SnsProvider } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isAbortError } from '@/shared/api/api-error';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET oauth/providers — the SNS logins the server offers (decision 0012).
 * Optional on every screen that shows them: a failure is an empty list, with
 * no alert and no redirect, so the password login is never held up by it.
 * Names the web app does not know yet are left out.
 */

// Built only where responses are checked (development and tests).
const snsProviderListSchema = () => z.array(z.string());

export async function getSnsProviders({ signal }: { signal?: AbortSignal } = {}): Promise<
  SnsProvider[]
> {
  try {
    const envelope = await request({
      url: API.account.snsProviders,
      silent: true,
      redirectOnSessionEnd: false,
      useLoading: false,
      signal,
    });
    const names = responseData(envelope, import.meta.env.DEV && snsProviderListSchema());
    return SNS_PROVIDERS.filter((p) => names.includes(p));
  } catch (error) {
    if (isAbortError(error)) throw error;
    return [];
  }
}

export const snsProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'snsProviders'],
    queryFn: ({ signal }) => getSnsProviders({ signal }),
    staleTime: 10 * 60_000,
  });

/** The enabled providers, in the contract's order; empty while loading or on failure. */
export function useSnsProviders(): readonly SnsProvider[] {
  return useQuery(snsProvidersQueryOptions()).data ?? [];
}
