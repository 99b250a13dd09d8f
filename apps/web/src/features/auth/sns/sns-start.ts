import { API, withQuery, type SnsProvider } from '@ilteo/contract';
import { RETURN_URL_PARAM, safeReturnUrl } from '@/shared/lib/return-url';

/** How each provider is named on screen (the particle 로 fits every name). */
export const SNS_LABEL: Record<SnsProvider, string> = {
  kakao: '카카오',
  naver: '네이버',
  google: 'Google',
  oidc: '테스트 OIDC',
};

/**
 * The server's start route for `provider` (decision 0012). `returnUrl` goes
 * along only when it is a path of this site; otherwise the server chooses
 * (/person/main).
 */
export function snsStartUrl(provider: SnsProvider, returnUrl?: string | null): string {
  const safe = safeReturnUrl(returnUrl);
  // Not pathWith: that would pull route helpers into the entry bundle for one segment.
  return withQuery(API.account.snsStart.replace(':provider', encodeURIComponent(provider)), {
    [RETURN_URL_PARAM]: safe ?? undefined,
  });
}

/**
 * Leaves the app for the start route: a full-page navigation, because the
 * server answers with a redirect to the provider. An object so tests can spy
 * on where the page would go.
 */
export const snsNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function startSns(provider: SnsProvider, returnUrl?: string | null): void {
  snsNavigation.assign(snsStartUrl(provider, returnUrl));
}
