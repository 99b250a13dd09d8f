import {
  RESPONSE_CODES,
  type ResumeList,
  type resumeFlagsSchema,
  RESUME_API,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { resumeListQueryKey } from './list-resumes';

export type ResumeFlags = z.input<typeof resumeFlagsSchema>;

/**
 * PATCH /api/v1/person/myhome/career/flags {resumeId, primary?, public?,
 * acceptOffers?}. A toggle's new state shows on the card itself, so the
 * catalogue's 변경되었습니다 alert is not raised for it.
 */
export async function updateResumeFlags(flags: ResumeFlags): Promise<void> {
  await request({
    method: 'PATCH',
    url: RESUME_API.flags,
    data: flags,
    handledCodes: [RESPONSE_CODES.CHANGED.code],
  });
}

/** The list as the server will have it after `flags`: one 대표, and no offers on a private résumé. */
export function applyFlags(list: ResumeList, flags: ResumeFlags): ResumeList {
  return {
    ...list,
    items: list.items.map((item) => {
      if (item.resumeId !== flags.resumeId) {
        return flags.primary ? { ...item, primary: false } : item;
      }
      const isPublic = flags.public ?? item.public;
      return {
        ...item,
        primary: flags.primary ?? item.primary,
        public: isPublic,
        acceptOffers: isPublic ? (flags.acceptOffers ?? item.acceptOffers) : false,
      };
    }),
  };
}

/** Changes the card at once and puts it back if the server refuses. */
export function useUpdateResumeFlags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateResumeFlags,
    onMutate: async (flags) => {
      await client.cancelQueries({ queryKey: resumeListQueryKey });
      const before = client.getQueryData<ResumeList>(resumeListQueryKey);
      if (before) client.setQueryData(resumeListQueryKey, applyFlags(before, flags));
      return { before };
    },
    onError: (_error, _flags, context) => {
      if (context?.before) client.setQueryData(resumeListQueryKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: resumeListQueryKey }),
  });
}
