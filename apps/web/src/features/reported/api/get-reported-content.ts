import {
  API,
  RESPONSE_CODES,
  reportedContentSchema,
  type ContentKind,
  type ReportedContent,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** What the address names: a kind and an id, or nothing usable. */
export interface ContentRef {
  kind: ContentKind;
  id: string;
}

export const reportedKeys = {
  all: ['reported-content'] as const,
  one: (ref: ContentRef) => ['reported-content', ref.kind, ref.id] as const,
};

/**
 * GET /api/v1/cmmn/reported-content?kind&id — why an item is hidden and,
 * for its author, the objection. Public: the author block comes only with
 * the author's session.
 */
export async function getReportedContent(
  ref: ContentRef,
  signal?: AbortSignal,
): Promise<ReportedContent> {
  // Not hidden or no such item (202 with 404): the screen says so itself.
  const envelope = await request({
    url: API.moderation.reportedContent,
    params: { kind: ref.kind, id: ref.id },
    signal,
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && reportedContentSchema);
}

export const reportedContentQuery = (ref: ContentRef) =>
  queryOptions({
    queryKey: reportedKeys.one(ref),
    queryFn: ({ signal }) => getReportedContent(ref, signal),
  });

/** `ref` is null when the address names nothing; nothing is fetched then. */
export function useReportedContent(ref: ContentRef | null) {
  return useQuery({
    ...reportedContentQuery(ref ?? { kind: 'comment', id: '' }),
    enabled: ref !== null,
  });
}
