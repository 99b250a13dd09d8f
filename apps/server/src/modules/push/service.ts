import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushToken } from '../../db/schema';
import type { PushMessage, PushProvider } from './types';

/** What became of a push to one device. */
export type PushOutcome = 'sent' | 'skipped' | 'token-removed';

export interface PushLog {
  info(details: object, message: string): void;
}

/**
 * The outbox's address of one device: the push_token row's key, not the
 * token itself, so a push still waiting when the member logs out, turns
 * pushes off or withdraws finds no row and goes nowhere, and a refreshed
 * token is used as soon as the app registers it.
 */
export const pushRecipient = (userId: string, deviceId: string) => `${userId}:${deviceId}`;

const UUID_LENGTH = 36;

function parseRecipient(recipient: string): { userId: string; deviceId: string } | undefined {
  if (recipient.length <= UUID_LENGTH + 1 || recipient[UUID_LENGTH] !== ':') return undefined;
  return {
    userId: recipient.slice(0, UUID_LENGTH),
    deviceId: recipient.slice(UUID_LENGTH + 1),
  };
}

export interface PushService {
  readonly provider: PushProvider['name'];
  /**
   * Sends to a device the member registered and still accepts pushes on;
   * a device that is gone or turned off is skipped, and a token the provider
   * calls dead is deleted. Throws PushDeliveryError when the provider failed.
   */
  sendToDevice(recipient: string, message: PushMessage): Promise<PushOutcome>;
}

export function createPushService(deps: {
  db: Database;
  provider: PushProvider;
  log: PushLog;
}): PushService {
  const { db, provider, log } = deps;
  return {
    provider: provider.name,
    async sendToDevice(recipient, message) {
      const device = parseRecipient(recipient);
      if (!device) return 'skipped';
      const mine = and(
        eq(pushToken.userId, device.userId),
        eq(pushToken.deviceId, device.deviceId),
      );
      const [row] = await db
        .select({ token: pushToken.token, accept: pushToken.accept })
        .from(pushToken)
        .where(mine)
        .limit(1);
      if (!row?.accept) return 'skipped';
      const result = await provider.send(row.token, message);
      if (result === 'sent') return 'sent';
      // Only this token: the app may have registered a fresh one meanwhile.
      await db.delete(pushToken).where(and(mine, eq(pushToken.token, row.token)));
      log.info({ provider: provider.name }, 'dead push token deleted');
      return 'token-removed';
    },
  };
}
