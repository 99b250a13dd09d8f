import {
  API,
  commonCodeResultSchema,
  type CodeGroup,
  type CommonCodeResult,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http';
import { responseData } from './response-data';

/**
 * GET /api/v1/cmmn/getCmmnCd — code lists keyed by group (the filters of the
 * recruitment list and the preferred-conditions form; the JOB tree with tree=Y).
 */

/** Shared by every screen so one visit loads each group set once. */
export const commonCodesKey = (groups: readonly CodeGroup[], tree: boolean) =>
  ['common-codes', groups.join(','), tree] as const;

export async function getCommonCodes(
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
  return responseData(envelope, import.meta.env.DEV && commonCodeResultSchema);
}

export const commonCodesQueryOptions = (groups: readonly CodeGroup[], tree = false) =>
  queryOptions({
    queryKey: commonCodesKey(groups, tree),
    queryFn: ({ signal }) => getCommonCodes(groups, tree, signal),
    // Code lists change with a release, not during a visit.
    staleTime: 60 * 60 * 1000,
  });

export function useCommonCodes(groups: readonly CodeGroup[], tree = false) {
  return useQuery(commonCodesQueryOptions(groups, tree));
}
