import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  loginIdSchema,
  mobileSchema,
  newPasswordSchema,
} from './auth';
import { IDENTITY_PURPOSES, SNS_PROVIDERS } from '../vocabulary/account';
import { lineText, multilineText } from './text';

export const consentItemSchema = z.object({
  code: z.string(),
  version: z.number().int(),
  title: z.string(),
  required: z.boolean(),
  purpose: z.string(),
  items: z.string(),
  retention: z.string(),
  refusal: z.string(),
  body: z.string(),
});
export type ConsentItem = z.infer<typeof consentItemSchema>;

export const identityStartRequestSchema = z.object({
  purpose: z.enum(IDENTITY_PURPOSES, { error: '본인인증 목적이 올바르지 않습니다.' }),
});
/** Open `authUrl` in a window; it ends at /nice/auth-result?requestId=… (spec §2). */
export const identityStartResponseSchema = z.object({
  requestId: z.uuid(),
  authUrl: z.string(),
});

export const identityResultQuerySchema = z.object({
  requestId: z.uuid('본인인증 요청 번호가 올바르지 않습니다.'),
});
/** What /nice/auth-result shows: never CI/DI, the mobile number masked. */
export const identityResultSchema = z.object({
  requestId: z.uuid(),
  purpose: z.enum(IDENTITY_PURPOSES),
  status: z.enum(['pending', 'verified', 'failed', 'used', 'expired']),
  name: z.string().nullable(),
  birthDate: z.string().nullable(),
  maskedMobile: z.string().nullable(),
});
export type IdentityResult = z.infer<typeof identityResultSchema>;

export const checkLoginIdQuerySchema = z.object({ loginId: loginIdSchema });
export const checkLoginIdResultSchema = z.object({ available: z.boolean() });

export const consentDecisionSchema = z.object({
  code: lineText().max(40),
  version: z.number().int(),
  agreed: z.boolean(),
});

export const signUpRequestSchema = z.object({
  requestId: z.uuid('본인인증을 먼저 완료해 주세요.'),
  loginId: loginIdSchema,
  password: newPasswordSchema,
  email: emailSchema,
  consents: z.array(consentDecisionSchema).max(20),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpResultSchema = z.object({ loginId: z.string(), name: z.string() });

export const findIdRequestSchema = z.object({
  requestId: z.uuid('본인인증을 먼저 완료해 주세요.'),
});
export const findIdResultSchema = z.object({
  loginId: z.string(),
  signUpType: z.enum(['general', 'kakao', 'naver', 'google']),
  /** YYYY-MM-DD. */
  joinedOn: z.string(),
});

export const passwordResetRequestSchema = z.object({
  loginId: lineText({ error: '아이디를 입력해 주세요.' })
    .trim()
    .min(1, '아이디를 입력해 주세요.')
    .max(100),
  email: emailSchema,
});

export const passwordResetSchema = z.object({
  token: lineText().min(20).max(200),
  newPassword: newPasswordSchema,
});

/** The my-home profile (GET /api/v1/cmmn/person/user-info). */
export const userProfileSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  birthDate: z.string().nullable(),
  signUpType: z.enum(['general', 'kakao', 'naver', 'google']),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  addressDetail: z.string().nullable(),
  consents: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      required: z.boolean(),
      agreed: z.boolean(),
      decidedAt: z.string(),
    }),
  ),
  joinedOn: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const updateContactSchema = z.object({
  currentPassword: currentPasswordSchema,
  email: emailSchema,
  mobile: mobileSchema,
});

export const updateAddressSchema = z.object({
  zipCode: z.string().regex(/^\d{5}$/, '우편번호는 숫자 5자리입니다.'),
  address: lineText().trim().min(1, '주소를 선택해 주세요.').max(200),
  addressDetail: lineText().trim().max(200, '상세 주소는 200자 이하여야 합니다.'),
});

export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: '새 비밀번호는 지금 비밀번호와 달라야 합니다.',
  });

export const updateConsentsSchema = z.object({
  decisions: z
    .array(z.object({ code: lineText().max(40), agreed: z.boolean() }))
    .min(1)
    .max(20),
});

export const withdrawRequestSchema = z.object({
  password: currentPasswordSchema,
  reason: multilineText().trim().max(500, '탈퇴 사유는 500자 이하로 적어 주세요.').optional(),
});

/** GET /api/v1/cmmn/getAddress: road-name address search (도로명주소). */
export const addressQuerySchema = z.object({
  keyword: lineText({ error: '검색어를 입력해 주세요.' })
    .trim()
    .min(2, '검색어를 두 글자 이상 입력해 주세요.')
    .max(80),
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const addressSchema = z.object({
  zipCode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  buildingName: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** The device's FCM/APNs registration token (spec §3: "Device token: field token"). */
const deviceTokenSchema = lineText({ error: '푸시 토큰은 문자열이어야 합니다.' })
  .min(1, '푸시 토큰을 입력해 주세요.')
  .max(512, '푸시 토큰은 512자 이하여야 합니다.');

/**
 * POST push-token (decision 0033). The spec's payload `pushToken: { token, accept }`
 * (accept: the member lets this device receive pushes; default true); a bare
 * token string is the older shape and means accept true.
 */
export const pushTokenRequestSchema = z.object({
  pushToken: z.union([
    deviceTokenSchema,
    z.object({ token: deviceTokenSchema, accept: z.boolean().default(true) }),
  ]),
  deviceId: lineText()
    .min(1, '기기 ID를 입력해 주세요.')
    .max(120, '기기 ID는 120자 이하여야 합니다.'),
  platform: z.enum(['ios', 'android', 'web'], { error: '지원하지 않는 플랫폼입니다.' }),
});
export type PushTokenRequest = z.input<typeof pushTokenRequestSchema>;

/** POST /api/v1/cmmn/send-mail: share a page of this site by mail (007 when sending fails). */
export const sendMailRequestSchema = z.object({
  to: emailSchema,
  title: lineText()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(200, '제목은 200자 이하여야 합니다.'),
  /** A path on this site; the server makes the absolute link, so the mail cannot point elsewhere. */
  path: lineText()
    .max(500)
    .regex(/^\/(?!\/)[^\s]*$/, '공유할 수 있는 주소가 아닙니다.'),
  note: multilineText().trim().max(500, '메시지는 500자 이하여야 합니다.').optional(),
});

export const snsProviderSchema = z.enum(SNS_PROVIDERS, {
  error: '지원하지 않는 SNS 로그인입니다.',
});

export const snsProviderParamsSchema = z.object({ provider: snsProviderSchema });

/** GET …/oauth/:provider/start: where to go after login; only a path on this site. */
export const snsStartQuerySchema = z.object({
  returnUrl: lineText().max(500).optional(),
});

/** GET …/oauth/:provider/callback: what the provider sends back. */
export const snsCallbackQuerySchema = z.object({
  code: lineText().max(2048).optional(),
  state: lineText().max(512).optional(),
  error: lineText().max(200).optional(),
  error_description: lineText().max(1000).optional(),
});

/**
 * POST /api/v1/cmmn/app/sns-login: the hybrid app's native SDK logged in;
 * an id token for Kakao, Google and OpenID providers, an access token for Naver.
 */
export const snsLoginRequestSchema = z.object({
  provider: snsProviderSchema,
  idToken: lineText().min(1).max(8192).optional(),
  accessToken: lineText().min(1).max(2048).optional(),
});
export type SnsLoginRequest = z.infer<typeof snsLoginRequestSchema>;

/** 404/202 of sns-login: no member is linked; sign up (the link is attached then). */
export const snsSignUpRequiredSchema = z.object({
  signUpRequired: z.literal(true),
  provider: snsProviderSchema,
});
