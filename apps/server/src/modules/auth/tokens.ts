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

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const { sub, lid, sv, fid } = payload;
        if (
          typeof sub !== 'string' ||
          typeof lid !== 'string' ||
          typeof sv !== 'number' ||
          typeof fid !== 'string'
        ) {
          return { state: 'invalid' };
        }
        return {
          state: 'valid',
          claims: { userId: sub, loginId: lid, sessionVersion: sv, familyId: fid },
        };
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
