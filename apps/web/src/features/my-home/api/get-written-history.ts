import {
  API,
  writtenHistoryPageSchema,
  writtenHistoryTabsSchema,
  type Page,
  type WrittenHistoryTab,
  type WrittenItem,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { myHomeKeys } from './keys';

/** 작성 이력's keys, under my home's prefix so any my-home change refreshes them too. */
export const writtenKeys = {
  all: [...myHomeKeys.all, 'written'] as const,
  tabs: () => [...myHomeKeys.all, 'written', 'tabs'] as const,
  list: (tab: WrittenHistoryTab, page: number) =>
    [...myHomeKeys.all, 'written', 'list', tab, page] as const,
};

export type WrittenTabs = z.infer<typeof writtenHistoryTabsSchema>;

/** GET /api/v1/person/myhome/written/tabs — the tabs whose kind is built, with totals. */
export async function getWrittenTabs(signal?: AbortSignal): Promise<WrittenTabs> {
  const envelope = await request({ url: API.writtenHistory.tabs, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && writtenHistoryTabsSchema);
}

export const useWrittenTabs = () =>
  useQuery(
    queryOptions({
      queryKey: writtenKeys.tabs(),
      queryFn: ({ signal }) => getWrittenTabs(signal),
    }),
  );

/** GET /api/v1/person/myhome/written?tab&page — one page of what the member wrote, newest first. */
export async function getWrittenHistory(
  tab: WrittenHistoryTab,
  page: number,
  signal?: AbortSignal,
): Promise<Page<WrittenItem>> {
  // The screen reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({
    url: API.writtenHistory.list,
    params: { tab, page },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && writtenHistoryPageSchema);
}

/** The page shown stays while the next one loads, so the pager does not jump. */
export const useWrittenHistory = (tab: WrittenHistoryTab, page: number) =>
  useQuery({
    queryKey: writtenKeys.list(tab, page),
    queryFn: ({ signal }) => getWrittenHistory(tab, page, signal),
    placeholderData: keepPreviousData,
  });
