/**
 * Accounts and sessions: the anonymous login id and the rules of ids, passwords and sessions.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

export const ANONYMOUS_USER = 'anonymousUser';

export const PASSWORD_POLICY = {
  /** OWASP ASVS 5 (V6.2): at least 8, recommended 15; we ask for 10. */
  minLength: 10,
  /** At least 64 must be allowed; argon2 hashes any length, so we cap only to bound work. */
  maxLength: 128,
} as const;

export const LOGIN_ID_RULE = {
  minLength: 4,
  maxLength: 20,
  pattern: /^[a-z0-9][a-z0-9._-]*$/i,
} as const;

export const SESSION = {
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 14 * 24 * 60 * 60,
  /** How long a device that logged in stays trusted by the login throttle (decision 0021). */
  trustedDeviceSeconds: 180 * 24 * 60 * 60,
  identityRequestSeconds: 10 * 60,
  passwordResetSeconds: 30 * 60,
  /** Reset mails per address per window. */
  maxResetMails: 5,
  resetMailWindowSeconds: 30 * 60,
} as const;
