import { API, interestStateSchema, type ContentType } from '@ilteo/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { certiLangKeys } from './keys';

/**
 * POST /api/v1/person/content-interest-his/change — marks a certificate or
 * language test as interesting (or not). Needs a login; a 401/403 runs the
 * app's session flow in the HTTP helper.
 *
 * The toggle is optimistic: every cached list and the detail show the new
 * state at once, and go back to what they were if the call fails.
 */

export type InterestState = z.infer<typeof interestStateSchema>;
export type InterestContentType = Extract<ContentType, 'certificate' | 'language-test'>;

export interface InterestChange {
  contentId: string;
  interested: boolean;
}

export async function changeInterest(
  contentType: InterestContentType,
  { contentId, interested }: InterestChange,
): Promise<InterestState> {
  const envelope = await request({
    method: 'POST',
    url: API.person.contentInterestChange,
    data: { contentType, contentId, interested },
  });
  return interestStateSchema.parse(envelope.data);
}

interface Marked {
  code: string;
  interested: boolean;
}
interface MarkedPage {
  items: Marked[];
}
interface MarkedDetail extends Marked {
  interestCount: number;
}

const isPage = (data: unknown): data is MarkedPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as MarkedPage).items);
const isDetail = (data: unknown): data is MarkedDetail =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as MarkedDetail).code === 'string' &&
  typeof (data as MarkedDetail).interestCount === 'number';

/** The cached value with `code` marked as `interested`; `count` when the server said so. */
function mark(data: unknown, code: string, interested: boolean, count?: number): unknown {
  if (isPage(data)) {
    if (!data.items.some((i) => i.code === code)) return data;
    return {
      ...data,
      items: data.items.map((i) => (i.code === code ? { ...i, interested } : i)),
    };
  }
  if (isDetail(data) && data.code === code) {
    const guess =
      data.interested === interested
        ? data.interestCount
        : Math.max(0, data.interestCount + (interested ? 1 : -1));
    return { ...data, interested, interestCount: count ?? guess };
  }
  return data;
}

export function useChangeInterest(contentType: InterestContentType) {
  const queryClient = useQueryClient();
  const scope = contentType === 'certificate' ? certiLangKeys.certs() : certiLangKeys.langs();

  return useMutation({
    mutationFn: (change: InterestChange) => changeInterest(contentType, change),
    onMutate: async ({ contentId, interested }) => {
      await queryClient.cancelQueries({ queryKey: scope });
      const snapshot = queryClient.getQueriesData({ queryKey: scope });
      queryClient.setQueriesData({ queryKey: scope }, (data: unknown) =>
        mark(data, contentId, interested),
      );
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      context?.snapshot.forEach(([key, data]: [QueryKey, unknown]) => {
        queryClient.setQueryData(key, data);
      });
    },
    onSuccess: (state, { contentId }) => {
      queryClient.setQueriesData({ queryKey: scope }, (data: unknown) =>
        mark(data, contentId, state.interested, state.count),
      );
    },
  });
}
