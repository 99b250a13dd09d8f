import { API, hasUnreadSchema } from '@ilteo/contract';
import { alarmCall } from './alarm-call';

/** GET /api/v1/person/main/alarm/has-unread — data.hasUnread; null unless the answer is 001. */
export async function getHasUnread(): Promise<boolean | null> {
  const envelope = await alarmCall({ url: API.main.alarmsHasUnread });
  if (!envelope) return null;
  const parsed = hasUnreadSchema.safeParse(envelope.data);
  return parsed.success ? parsed.data.hasUnread : null;
}
