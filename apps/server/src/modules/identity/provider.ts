/**
 * What an identity provider (본인확인기관) hands us about a person. Only these
 * fields are ever kept: no resident registration number is received or
 * stored (PIPA); CI/DI stand in for it.
 */
export interface VerifiedPerson {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  gender: 'M' | 'F';
  /** Digits only, e.g. 01012345678. */
  mobile: string;
  /** 연계정보: the same for a person across every site (88 characters at NICE). */
  ci: string;
  /** 중복가입확인정보: the same for a person on this site only. */
  di: string;
}

export type IdentityProviderName = 'local' | 'nice';

/** How a verification window ended, for one request. */
export type IdentityOutcome =
  | { ok: true; requestId: string; person: VerifiedPerson }
  | { ok: false; requestId: string; reason: string };

/**
 * One 본인인증 provider. The flow is the same for all of them: the browser
 * opens `authUrl` in a window, the provider's pages run there, and the window
 * comes back to one of our routes whose input `complete` turns into an
 * outcome.
 *
 * The return address is fixed per deployment (the public origin plus the
 * provider's return path), so a provider gets it when it is built, not with
 * each request.
 */
export interface IdentityProvider<CompleteInput> {
  readonly name: IdentityProviderName;
  /** The address the verification window opens, relative to the API origin. */
  start(request: { requestId: string }): { authUrl: string };
  complete(input: CompleteInput): Promise<IdentityOutcome>;
}

/** Korean messages for what went wrong inside a window, shown on our own pages. */
export const failed = (requestId: string, reason: string): IdentityOutcome => ({
  ok: false,
  requestId,
  reason,
});
