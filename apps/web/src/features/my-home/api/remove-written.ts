import { API, RESPONSE_CODES, type WrittenHistoryTab } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { WRITTEN_TAB_ROOTS } from '@/shared/config/query-roots';
import { writtenKeys } from './get-written-history';

/**
 * POST /api/v1/person/myhome/written/delete {tab, ids} — 004. One call for
 * the whole selection: the server deletes all of them or none. The screen
 * says 삭제 in a toast, not the helper's alert.
 */
export async function removeWritten(tab: WrittenHistoryTab, ids: readonly string[]): Promise<void> {
  await request({
    method: 'POST',
    url: API.writtenHistory.remove,
    data: { tab, ids },
    useLoading: true,
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
}

/** Afterwards the tab's pages, the totals on the tabs and the area's cached screens are stale. */
export function useRemoveWritten(tab: WrittenHistoryTab) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => removeWritten(tab, ids),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: writtenKeys.all }),
        ...WRITTEN_TAB_ROOTS[tab].map((root) => client.invalidateQueries({ queryKey: [root] })),
      ]),
  });
}
