/**
 * Account flows: why identity is verified, and the SNS login providers.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

/** Why an identity verification is started; a request serves only its purpose, once. */
export const IDENTITY_PURPOSES = ['signup', 'find-id', 'reset'] as const;
export type IdentityPurpose = (typeof IDENTITY_PURPOSES)[number];

/** SNS login providers (decision 0012); `oidc` is a generic provider for tests and development. */
export const SNS_PROVIDERS = ['kakao', 'naver', 'google', 'oidc'] as const;
export type SnsProvider = (typeof SNS_PROVIDERS)[number];
