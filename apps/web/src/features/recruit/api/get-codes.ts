import {
  API,
  commonCodeResultSchema,
  type CodeGroup,
  type CommonCodeResult,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { recruitKeys } from './keys';

/**
 * GET /api/v1/cmmn/getCmmnCd — code lists of the filters (학력, 고용형태,
 * 기업형태, 우대조건 in one call; the JOB tree in another), keyed by group.
 */

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
    queryKey: recruitKeys.codes(groups, tree),
    queryFn: ({ signal }) => getCodes(groups, tree, signal),
    // Code lists change with a release, not during a visit.
    staleTime: 60 * 60 * 1000,
  });

export function useCodes(groups: readonly CodeGroup[], tree = false) {
  return useQuery(codesQueryOptions(groups, tree));
}
