import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PushDeliveryError, type PushProvider } from './types';

/**
 * Development pushes: each one is written as a JSON file (the device token
 * and the message FCM would carry) under DATA_DIR/push-outbox, as mail goes
 * to DATA_DIR/mail-outbox. Never a production provider (config refuses it).
 */
export function createLocalPushProvider(options: { dir: string; now?: () => Date }): PushProvider {
  const now = options.now ?? (() => new Date());
  let sequence = 0;
  return {
    name: 'local',
    async send(token, message) {
      sequence += 1;
      const at = now();
      const name = `${at.toISOString().replace(/[-:.]/g, '')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
      try {
        await mkdir(options.dir, { recursive: true, mode: 0o700 });
        const file = { to: token, at: at.toISOString(), message };
        await writeFile(path.join(options.dir, name), `${JSON.stringify(file, null, 2)}\n`, {
          flag: 'wx',
          mode: 0o600,
        });
      } catch (err) {
        // A full or read-only disk may pass; the outbox retries like a provider outage.
        throw new PushDeliveryError(true, 'push outbox not writable', { cause: err });
      }
      return 'sent';
    },
  };
}
