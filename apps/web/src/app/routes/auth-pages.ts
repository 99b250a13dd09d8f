import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * The login layout's screens (login, sign-up and its steps, identity check
 * result, account recovery, the privacy consent), behind one lazy import of
 * the route table (`authPage`), as my home's are: the entry every visit
 * loads holds one import and one file list for all of them (issue 17).
 * build/preloads.ts reads this map as it reads the route table's PAGES.
 */
export const AUTH_PAGES: Partial<Record<RouteId, PageLoader>> = {
  login: () => import('@/features/auth/routes/login-page').then((m) => m.LoginPage),
  signUpType: () =>
    import('@/features/auth/routes/sign-up-type-page').then((m) => m.SignUpTypePage),
  signUp: () => import('@/features/auth/routes/sign-up-page').then((m) => m.SignUpPage),
  signedUp: () => import('@/features/auth/routes/signed-up-page').then((m) => m.SignedUpPage),
  niceAuthResult: () =>
    import('@/features/auth/routes/identity-result-page').then((m) => m.IdentityResultPage),
  findAccount: () =>
    import('@/features/auth/routes/find-account-page').then((m) => m.FindAccountPage),
  privacyConsent: () =>
    import('@/features/auth/routes/privacy-consent-page').then((m) => m.PrivacyConsentPage),
};
