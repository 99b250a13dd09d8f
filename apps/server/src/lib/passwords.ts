import { hash, verify, type Options } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_POLICY } from '@ilteo/contract';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first setting
 * (m = 19 MiB, t = 2, p = 1), which takes tens of milliseconds here.
 */
const OPTIONS: Options = {
  // The library's default algorithm is argon2id (asserted by the unit test).
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Checks a password against a stored hash. With no hash (unknown login id, a
 * withdrawn member) it still spends the same time on a dummy hash, so the
 * answer's timing does not tell whether the id exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = storedHash ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return ok && storedHash != null;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash('ilteo-dummy-password-for-timing', OPTIONS));

/** ~49,000 passwords from breach corpora, bundled with zxcvbn-ts. */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * The password policy of OWASP ASVS 5 (V6.2): length only (10 to 128), no
 * composition rules, and refused when it is a known common password or
 * simply the login id or e-mail. Returns the Korean reason, or undefined.
 */
export function passwordProblem(
  password: string,
  context: { loginId?: string | undefined; email?: string | undefined } = {},
): string | undefined {
  if (password.length < PASSWORD_POLICY.minLength) {
    return `비밀번호는 ${PASSWORD_POLICY.minLength}자 이상이어야 합니다.`;
  }
  if (password.length > PASSWORD_POLICY.maxLength) {
    return `비밀번호는 ${PASSWORD_POLICY.maxLength}자 이하여야 합니다.`;
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return '너무 흔히 쓰이는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.';
  if (/^(.)\1+$/u.test(password)) return '같은 글자만 반복한 비밀번호는 쓸 수 없습니다.';
  const own = [context.loginId, context.email, context.email?.split('@')[0]]
    .filter((v): v is string => Boolean(v))
    .map((v) => v.toLowerCase());
  if (own.some((v) => v.length >= 4 && lower.includes(v))) {
    return '비밀번호에 아이디나 이메일을 넣을 수 없습니다.';
  }
  return undefined;
}
