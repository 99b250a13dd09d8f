import { z } from 'zod';
import { LOGIN_ID_RULE, PASSWORD_POLICY } from '../vocabulary/auth';
import { lineText } from './text';

/**
 * Accounts and sessions: what the web app sends and receives. The server
 * validates with the same schemas, so a form and its endpoint agree on every
 * rule and every Korean message.
 */

export const loginIdSchema = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .min(LOGIN_ID_RULE.minLength, `아이디는 ${LOGIN_ID_RULE.minLength}자 이상이어야 합니다.`)
  .max(LOGIN_ID_RULE.maxLength, `아이디는 ${LOGIN_ID_RULE.maxLength}자 이하여야 합니다.`)
  .regex(
    LOGIN_ID_RULE.pattern,
    '아이디는 영문, 숫자와 . _ - 만 쓸 수 있고 영문이나 숫자로 시작해야 합니다.',
  );

/** Length only: composition rules are not asked for (ASVS 5); the server also refuses common passwords. */
export const newPasswordSchema = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(PASSWORD_POLICY.minLength, `비밀번호는 ${PASSWORD_POLICY.minLength}자 이상이어야 합니다.`)
  .max(PASSWORD_POLICY.maxLength, `비밀번호는 ${PASSWORD_POLICY.maxLength}자 이하여야 합니다.`);

/** A password being checked, not set: any non-empty value up to the maximum. */
export const currentPasswordSchema = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(1, '비밀번호를 입력해 주세요.')
  .max(PASSWORD_POLICY.maxLength, `비밀번호는 ${PASSWORD_POLICY.maxLength}자 이하여야 합니다.`);

export const emailSchema = z
  .string({ error: '이메일을 입력해 주세요.' })
  .trim()
  .max(254, '이메일은 254자 이하여야 합니다.')
  .pipe(z.email('이메일 주소 형식이 올바르지 않습니다.'));

/** Korean mobile numbers, digits only: 010 and the older 011/016/017/018/019. */
export const mobileSchema = z
  .string({ error: '휴대전화 번호를 입력해 주세요.' })
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대전화 번호를 확인해 주세요.'));

export const loginRequestSchema = z.object({
  loginId: lineText({ error: '아이디를 입력해 주세요.' })
    .trim()
    .min(1, '아이디를 입력해 주세요.')
    .max(100),
  password: currentPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the client keeps as loginInfo (spec §3); never more than a header needs. */
export const loginInfoSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  signUpType: z.enum(['general', 'kakao', 'naver', 'google']),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

export const verifyRouterQuerySchema = z.object({
  url: lineText({ error: '확인할 경로(url)가 필요합니다.' }).min(1).max(2000),
});

export const accessTokenSchema = z.object({
  accessToken: z.string(),
  /** Seconds until it expires. */
  expiresIn: z.number().int(),
});
