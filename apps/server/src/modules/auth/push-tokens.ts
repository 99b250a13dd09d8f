import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushToken } from '../../db/schema';

export interface PushTokenRegistration {
  userId: string;
  /** The session (refresh family) that registers it: logging that session out deletes the row. */
  familyId: string;
  deviceId: string;
  platform: 'ios' | 'android' | 'web';
  token: string;
  /** The spec's push acceptance: false keeps the device, sends it nothing. */
  accept: boolean;
}

/**
 * Registers a device's push token (decision 0033). One row per member and
 * device: a refreshed token or a changed acceptance replaces the row. A
 * device belongs to whoever registered it last: the same device id or the
 * same token under any other row (another member who logged in on this
 * phone before, or this member's previous install) is deleted, so nobody
 * receives another member's alarms and no device gets a push twice.
 */
export async function registerPushToken(db: Database, r: PushTokenRegistration): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushToken)
      .where(
        and(
          or(eq(pushToken.deviceId, r.deviceId), eq(pushToken.token, r.token)),
          or(ne(pushToken.userId, r.userId), ne(pushToken.deviceId, r.deviceId)),
        ),
      );
    const row = { token: r.token, platform: r.platform, familyId: r.familyId, accept: r.accept };
    await tx
      .insert(pushToken)
      .values({ userId: r.userId, deviceId: r.deviceId, ...row })
      .onConflictDoUpdate({
        target: [pushToken.userId, pushToken.deviceId],
        set: { ...row, updatedAt: new Date() },
      });
  });
}
