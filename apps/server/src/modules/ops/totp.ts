import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { OPS_LIMITS } from '@ilteo/contract';

const ISSUER = '일터 운영';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CONTEXT = 'ilteo operator totp secret';

/**
 * RFC 6238 time-based one-time codes for operators (decision 0026), through
 * `otpauth`: SHA-1, 6 digits, 30-second steps, as every authenticator app
 * reads an `otpauth://` URI. A code of the step before or after is accepted
 * (clock drift); the step a code matched is returned so the caller can
 * refuse it a second time (RFC 6238 §5.2).
 */
export function createTotp(sealingSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', sealingSecret, Buffer.alloc(0), CONTEXT, 32));
  const totpOf = (base32: string, label = 'operator') =>
    new TOTP({
      issuer: ISSUER,
      label,
      secret: Secret.fromBase32(base32),
      algorithm: 'SHA1',
      digits: OPS_LIMITS.totpDigits,
      period: OPS_LIMITS.totpPeriodSeconds,
    });

  return {
    /** A new 160-bit secret (RFC 4226 §4 recommends 160), base32 as apps expect. */
    newSecret: (): string => new Secret({ size: 20 }).base32,

    /** The URI an authenticator app reads (QR code or pasted). */
    uri: (base32: string, loginId: string): string => totpOf(base32, loginId).toString(),

    /**
     * The time step `code` belongs to, when it is the code of `now`'s step or
     * one step either side; null otherwise.
     */
    matchStep(base32: string, code: string, now: Date): number | null {
      const totp = totpOf(base32);
      const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
      if (delta === null) return null;
      return totp.counter({ timestamp: now.getTime() }) + delta;
    },

    /** The code of `now`'s step (what the operator's app shows). */
    codeAt: (base32: string, now: Date): string =>
      totpOf(base32).generate({ timestamp: now.getTime() }),

    /** AES-256-GCM under a key derived from IDENTITY_SECRET: the table alone gives no codes. */
    seal(base32: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    /** The secret, or null when the sealed value is damaged or sealed under another key. */
    open(sealed: string): string | null {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type Totp = ReturnType<typeof createTotp>;
