import { API, RESPONSE_CODES, type ObjectionBody } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';
import { reportedKeys } from './get-reported-content';

/**
 * The answers the objection form reports next to itself: success (whatever
 * success code the server words it with), 302 already objected, and field
 * errors (202). Others (102 not the author, a session that ended) follow
 * the helper's usual behaviour.
 */
const OBJECTION_CODES: readonly string[] = [
  RESPONSE_CODES.SUCCESS.code,
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.DUPLICATE.code,
  ...FIELD_ERROR_CODES,
];

/** POST /api/v1/person/reported-content/objection {kind, id, text}: once per item. */
export async function sendObjection(body: ObjectionBody): Promise<void> {
  await request({
    method: 'POST',
    url: API.moderation.objection,
    data: body,
    useLoading: true,
    handledCodes: OBJECTION_CODES,
  });
}

/** Afterwards the page's author block says 검토 중 instead of offering the form. */
export function useSendObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendObjection,
    onSettled: () => client.invalidateQueries({ queryKey: reportedKeys.all }),
  });
}
