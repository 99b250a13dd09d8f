import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * What the NICE return needs from the start of the same window: the token
 * version and the key material derived from NICE's secret token_val. It
 * travels in a cookie of the window's own browser, sealed with AES-256-GCM
 * under a key derived from IDENTITY_SECRET, so any node can open it and no
 * node keeps per-request memory. (A `provider_state` column on
 * identity_request would do the same server-side; see decision 0010.)
 */
export interface NiceWindowState {
  requestId: string;
  tokenVersionId: string;
  /** base64(SHA-256(req_dtim + req_no + token_val)): key, iv and hmac_key derive from it. */
  material: string;
  /** Epoch milliseconds after which the state is refused. */
  expiresAt: number;
}

const stateSchema = z.object({
  requestId: z.uuid(),
  tokenVersionId: z.string().min(1).max(100),
  material: z.string().length(44),
  expiresAt: z.number().int(),
});

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Also the associated data, so a value sealed for another purpose never opens here. */
const CONTEXT = 'ilteo/identity/nice-window-state/v1';

export function createNiceStateSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), CONTEXT, 32));

  return {
    seal(state: NiceWindowState): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(CONTEXT));
      const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    /** The state, or undefined when it is forged, damaged or past its time. */
    open(sealed: string | undefined, now = Date.now()): NiceWindowState | undefined {
      if (!sealed || sealed.length > 1024) return undefined;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(Buffer.from(CONTEXT))
          .setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const parsed = stateSchema.safeParse(JSON.parse(plain));
        if (!parsed.success || parsed.data.expiresAt <= now) return undefined;
        return parsed.data;
      } catch {
        return undefined;
      }
    },
  };
}
export type NiceStateSealer = ReturnType<typeof createNiceStateSealer>;
