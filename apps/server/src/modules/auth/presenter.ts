import type { LoginInfo } from '@ilteo/contract';
import type { UserRecord } from './user-repository';

const SIGN_UP_TYPES = ['general', 'kakao', 'naver', 'google'] as const;

/** How the member joined, as the contract names it (a test-only OIDC preset reads as general). */
export function presentSignUpType(user: UserRecord): LoginInfo['signUpType'] {
  return SIGN_UP_TYPES.find((t) => t === user.signUpType) ?? 'general';
}

/** loginInfo (spec §3): only what the header and menus need. */
export function presentLoginInfo(user: UserRecord): LoginInfo {
  return { loginId: user.loginId, name: user.name, signUpType: presentSignUpType(user) };
}
