import { API, hasUnreadSchema } from '@ilteo/contract';
import { alarmCall } from './alarm-call';

/** GET /api/v1/person/main/alarm/has-unread — data.hasUnread; null unless the answer is 001. */
export async function getHasUnread(): Promise<boolean | null> {
  const envelope = await alarmCall({ url: API.main.alarmsHasUnread });
  if (!envelope) return null;
  // The whole answer is checked in development and tests (decision 0020); the flag always.
  if (import.meta.env.DEV && !hasUnreadSchema.safeParse(envelope.data).success) return null;
  const { hasUnread } = (envelope.data ?? {}) as { hasUnread?: unknown };
  return typeof hasUnread === 'boolean' ? hasUnread : null;
}
