import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, COOKIE_NAMES, SESSION } from '@ilteo/contract';

const base = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

/** Both session cookies (spec §9: act and ret, path /): HttpOnly, SameSite=Lax, Secure outside development. */
export function setSessionCookies(
  reply: FastifyReply,
  tokens: { access: string; refresh: string },
  secure: boolean,
): void {
  void reply.setCookie(COOKIE_NAMES.accessToken, tokens.access, {
    ...base(secure),
    maxAge: SESSION.accessTokenSeconds,
  });
  void reply.setCookie(COOKIE_NAMES.refreshToken, tokens.refresh, {
    ...base(secure),
    maxAge: SESSION.refreshTokenSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(COOKIE_NAMES.accessToken, base(secure));
  void reply.clearCookie(COOKIE_NAMES.refreshToken, base(secure));
}

/** Who a trusted-device cookie vouches for: the member it logged in as, and its own nonce. */
export interface TrustedDevice {
  userId: string;
  nonce: string;
}

/**
 * The trusted-device cookie (decision 0021): signed with COOKIE_SECRET,
 * HttpOnly, sent only to the login call. A new nonce at every login.
 */
export function setTrustedDeviceCookie(reply: FastifyReply, userId: string, secure: boolean): void {
  void reply.setCookie(
    COOKIE_NAMES.trustedDevice,
    `${userId}.${randomBytes(16).toString('base64url')}`,
    {
      ...base(secure),
      path: API.session.login,
      sameSite: 'strict',
      signed: true,
      maxAge: SESSION.trustedDeviceSeconds,
    },
  );
}

export function readTrustedDevice(request: FastifyRequest): TrustedDevice | null {
  const raw = request.cookies[COOKIE_NAMES.trustedDevice];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [userId, nonce, ...rest] = unsigned.value.split('.');
  return userId && nonce && rest.length === 0 ? { userId, nonce } : null;
}
