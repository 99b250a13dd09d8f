import { withQuery } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** The query parameter that carries where to go after logging in. */
export const RETURN_URL_PARAM = 'returnUrl';

const PROBE_ORIGIN = 'https://return-url.invalid';

/**
 * `value` as a path of this site to send the user to, or null when it is not
 * one. Only same-origin relative paths are allowed — "/person/…", never
 * "//evil.example", "/\evil.example", "https://…" or "javascript:…" — so a
 * crafted login link cannot send a user elsewhere after they sign in (an open
 * redirect). The login screen itself is refused to avoid a loop.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read "\" as "/", so "/\evil.example" is "//evil.example"; control
  // characters and spaces are stripped before parsing, so they could hide one too.
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || code <= 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname.toLowerCase() === paths.login.toLowerCase()) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, with where to come back to when that is a page of ours. */
export function loginPathFor(returnTo: string | null | undefined): string {
  const safe = safeReturnUrl(returnTo);
  return safe ? withQuery(paths.login, { [RETURN_URL_PARAM]: safe }) : paths.login;
}
