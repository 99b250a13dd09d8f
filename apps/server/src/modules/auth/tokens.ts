import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { SESSION } from '@ilteo/contract';

/** What an access token says: who, which session generation, which login (family). */
export interface AccessClaims {
  userId: string;
  loginId: string;
  sessionVersion: number;
  familyId: string;
}

export type AccessCheck =
  { state: 'valid'; claims: AccessClaims } | { state: 'expired' } | { state: 'invalid' };

const ISSUER = 'ilteo';
const AUDIENCE = 'ilteo-api';

/**
 * Verified tokens remembered for the rest of their life. Whether a token's
 * signature is good is a fixed fact of the token and the key, so the answer
 * can be reused: every signed-in request carries the same token for its
 * 15 minutes, and WebCrypto's HMAC was a tenth of the server's CPU under
 * load. Expiry is still checked on every use, and whether the login is
 * still alive is the session look-up's job (per request, in the database),
 * so nothing here outlives a logout. Bounded: the oldest entry goes first.
 */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secret: string, now: () => number = () => Date.now()) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt: exp * 1000 });
  };
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ lid: claims.loginId, sv: claims.sessionVersion, fid: claims.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${SESSION.accessTokenSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessCheck> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches `exp` (no tolerance).
        if (now() >= known.expiresAt) {
          verified.delete(token);
          return { state: 'expired' };
        }
        return { state: 'valid', claims: known.claims };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const { sub, lid, sv, fid, exp } = payload;
        if (
          typeof sub !== 'string' ||
          typeof lid !== 'string' ||
          typeof sv !== 'number' ||
          typeof fid !== 'string'
        ) {
          return { state: 'invalid' };
        }
        const claims = { userId: sub, loginId: lid, sessionVersion: sv, familyId: fid };
        remember(token, claims, exp);
        return { state: 'valid', claims };
      } catch (err) {
        return err instanceof errors.JWTExpired ? { state: 'expired' } : { state: 'invalid' };
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque refresh token: 256 random bits; only its SHA-256 is stored. */
export function newOpaqueToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashToken(raw) };
}

export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');
