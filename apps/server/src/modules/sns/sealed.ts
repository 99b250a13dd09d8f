import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { z } from 'zod';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_SEALED_CHARS = 2048;

/**
 * A small value sealed for a cookie: AES-256-GCM (confidential and
 * tamper-evident at once) under a key derived by HKDF from a server secret
 * and a context string. The context is also the associated data, so a value
 * sealed for one purpose (the OAuth state) never opens as another (the
 * pending link). Every value carries `expiresAt` (epoch ms) and is refused
 * after it, whatever the cookie's own Max-Age says.
 */
export function createSealer<T extends { expiresAt: number }>(
  secret: string,
  context: string,
  schema: z.ZodType<T>,
) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), context, 32));
  const aad = Buffer.from(context);

  return {
    seal(value: T): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    /** The value, or undefined when it is missing, forged, damaged or past its time. */
    open(sealed: string | undefined, now = Date.now()): T | undefined {
      if (!sealed || sealed.length > MAX_SEALED_CHARS) return undefined;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(aad)
          .setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const parsed = schema.safeParse(JSON.parse(plain));
        if (!parsed.success || parsed.data.expiresAt <= now) return undefined;
        return parsed.data;
      } catch {
        return undefined;
      }
    },
  };
}
export type Sealer<T extends { expiresAt: number }> = ReturnType<typeof createSealer<T>>;
