import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTotp } from './totp';

/** RFC 6238 appendix B, SHA-1: the ASCII seed "12345678901234567890", 8 digits, 30 s steps. */
const SEED_BASE32 = Secret.fromLatin1('12345678901234567890').base32;
const VECTORS: readonly [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('operator TOTP (RFC 6238)', () => {
  const totp = createTotp('test-identity-secret-0123456789abcdef');

  it('gives the appendix B codes with the library as configured (SHA-1)', () => {
    const eight = new TOTP({
      secret: Secret.fromBase32(SEED_BASE32),
      algorithm: 'SHA1',
      digits: 8,
    });
    for (const [seconds, code] of VECTORS) {
      expect(eight.generate({ timestamp: seconds * 1000 }), String(seconds)).toBe(code);
    }
  });

  it('shows and accepts their 6-digit forms, and answers the step each belongs to', () => {
    for (const [seconds, code] of VECTORS) {
      const at = new Date(seconds * 1000);
      const six = code.slice(-6);
      expect(totp.codeAt(SEED_BASE32, at), String(seconds)).toBe(six);
      expect(totp.matchStep(SEED_BASE32, six, at)).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts one step of drift either way, and nothing further', () => {
    const at = new Date(1111111111 * 1000);
    const code = '050471';
    expect(totp.matchStep(SEED_BASE32, code, new Date(at.getTime() + 30_000))).toBe(37037037);
    expect(totp.matchStep(SEED_BASE32, code, new Date(at.getTime() - 30_000))).toBe(37037037);
    expect(totp.matchStep(SEED_BASE32, code, new Date(at.getTime() + 90_000))).toBeNull();
    expect(totp.matchStep(SEED_BASE32, '000000', at)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI apps read', () => {
    const secret = totp.newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.newSecret()).not.toBe(secret);
    const uri = totp.uri(secret, 'admin');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('period=30');
  });

  it('seals secrets so only the same server secret opens them', () => {
    const secret = totp.newSecret();
    const sealed = totp.seal(secret);
    expect(sealed).not.toContain(secret);
    expect(totp.open(sealed)).toBe(secret);
    expect(createTotp('another-identity-secret-0123456789abcd').open(sealed)).toBeNull();
    expect(totp.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(totp.open('short')).toBeNull();
  });
});
