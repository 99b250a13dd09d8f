import {
  API,
  commonCodeResultSchema,
  type CodeGroup,
  type CommonCodeResult,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { prefKeys } from './keys';

/** GET /api/v1/cmmn/getCmmnCd — the code lists of the conditions form, keyed by group. */

export async function getCodes(
  groups: readonly CodeGroup[],
  tree: boolean,
  signal?: AbortSignal,
): Promise<CommonCodeResult> {
  const envelope = await request({
    url: API.cmmn.codes,
    params: { grpCd: groups, tree: tree ? 'Y' : undefined },
    signal,
    silent: true,
  });
  return commonCodeResultSchema.parse(envelope.data);
}

export const codesQueryOptions = (groups: readonly CodeGroup[], tree = false) =>
  queryOptions({
    queryKey: prefKeys.codes(groups, tree),
    queryFn: ({ signal }) => getCodes(groups, tree, signal),
    // Code lists change with a release, not during a visit.
    staleTime: 60 * 60 * 1000,
  });

export function useCodes(groups: readonly CodeGroup[], tree = false) {
  return useQuery(codesQueryOptions(groups, tree));
}
