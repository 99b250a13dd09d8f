import { RESPONSE_CODES, type CommunityMe, COMMUNITY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';
import { communityMeQueryKey } from './get-community-me';

/**
 * POST /api/v1/person/certi-lang/commu/nickname {nickname} — chosen once.
 * A taken nickname, or a second choice, is 302; a nickname equal to the
 * login id or name is 400 (202 with the field). Both belong next to the
 * nickname field, so the helper raises no alert for them: callers show
 * `error.message` (302) or the field message (`showServerErrors`).
 */
export const NICKNAME_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.DUPLICATE.code,
  ...FIELD_ERROR_CODES,
];

export const NICKNAME_TAKEN = RESPONSE_CODES.DUPLICATE.code;

export async function setNickname(nickname: string): Promise<string> {
  await request({
    method: 'POST',
    url: COMMUNITY_API.nickname,
    data: { nickname },
    useLoading: true,
    handledCodes: NICKNAME_HANDLED_CODES,
  });
  return nickname.trim();
}

export function useSetNickname() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNickname,
    onSuccess: (nickname) => {
      // The standing is known but for the nickname: no need to ask the server again.
      client.setQueryData<CommunityMe>(communityMeQueryKey, (me) => ({
        sanction: me?.sanction ?? null,
        nickname,
      }));
    },
  });
}
