import { applyFormSchema, type ApplyForm, APPLICATION_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { applicationKeys } from './application-keys';

/**
 * GET /api/v1/person/recrt-info/apply/form?postingId= — what the apply screen
 * needs for one posting: its period, questions, the PIPA consent text, the
 * member's résumés and a live application to it if there is one.
 */
export async function getApplyForm(postingId: number, signal?: AbortSignal): Promise<ApplyForm> {
  // An unknown posting (404) or a bad id (400): the screen says so with a link back.
  const envelope = await request({
    url: APPLICATION_API.form,
    params: { postingId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && applyFormSchema);
}

/** Under applicationKeys.all, so a submit (which invalidates that prefix) refreshes it too. */
export const applyFormQueryKey = (postingId: number) =>
  [...applicationKeys.all, 'apply-form', postingId] as const;

export const applyFormQueryOptions = (postingId: number) =>
  queryOptions({
    queryKey: applyFormQueryKey(postingId),
    queryFn: ({ signal }) => getApplyForm(postingId, signal),
  });

/** `postingId` is null when the address has no valid one; nothing is fetched then. */
export function useApplyForm(postingId: number | null) {
  return useQuery({ ...applyFormQueryOptions(postingId ?? 0), enabled: postingId !== null });
}
