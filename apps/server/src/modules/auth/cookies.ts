import type { FastifyReply } from 'fastify';
import { COOKIE_NAMES, SESSION } from '@ilteo/contract';

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
