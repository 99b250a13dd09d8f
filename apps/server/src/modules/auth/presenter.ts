import type { LoginInfo } from '@ilteo/contract';
import type { UserRecord } from './user-repository';

const SIGN_UP_TYPES = ['general', 'kakao', 'naver', 'google'] as const;

/** loginInfo (spec §3): only what the header and menus need. */
export function presentLoginInfo(user: UserRecord): LoginInfo {
  const signUpType = SIGN_UP_TYPES.find((t) => t === user.signUpType) ?? 'general';
  return { loginId: user.loginId, name: user.name, signUpType };
}
