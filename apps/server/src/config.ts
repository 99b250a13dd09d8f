import path from 'node:path';
import { z } from 'zod';
import { parseOpeningHours } from './lib/opening-hours';
import { packageRoot, repoRoot } from './paths';
import type { Config, OAuthClientConfig } from './config-types';

export type { Config, OAuthClientConfig } from './config-types';

/** Development-only secrets: refused when NODE_ENV is production. */
const DEV_SECRETS = {
  COOKIE_SECRET: 'dev-cookie-secret-change-me-0123456789abcdef',
  CSRF_SECRET: 'dev-csrf-secret-change-me-0123456789abcdef',
  ACCESS_TOKEN_SECRET: 'dev-access-token-secret-change-me-0123456789',
  IDENTITY_SECRET: 'dev-identity-secret-change-me-0123456789abcd',
  ROSTER_SECRET: 'dev-roster-secret-change-me-0123456789abcdef',
} as const;

/** An empty variable means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const secret = (name: keyof typeof DEV_SECRETS) =>
  z.string().min(32, `${name}는 32자 이상이어야 합니다.`).default(DEV_SECRETS[name]);

const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** PostgreSQL URL; unset means embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** Built web app to serve; empty disables static serving (API-only node). */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    COOKIE_SECRET: secret('COOKIE_SECRET'),
    CSRF_SECRET: secret('CSRF_SECRET'),
    /** Signs access tokens (HS256); the same on every node. */
    ACCESS_TOKEN_SECRET: secret('ACCESS_TOKEN_SECRET'),
    /** Keys the local identity provider's CI/DI derivation. */
    IDENTITY_SECRET: secret('IDENTITY_SECRET'),
    /** Encrypts partner schools' rosters and keys their match hashes (decision 0042). */
    ROSTER_SECRET: secret('ROSTER_SECRET'),
    /** The site's own origin, for links in mail and identity return addresses. */
    PUBLIC_ORIGIN: optional(z.url()),
    /** `smtp` (nodemailer) or `outbox` (files under DATA_DIR/mail-outbox, development only). */
    MAIL_PROVIDER: optional(z.enum(['smtp', 'outbox'])),
    SMTP_URL: optional(z.string()),
    MAIL_FROM: z.string().default('일터 <no-reply@ilteo.kr>'),
    /** `nice` (NICE 본인인증) or `local` (a development page standing in for it). */
    IDENTITY_PROVIDER: optional(z.enum(['nice', 'local'])),
    NICE_CLIENT_ID: optional(z.string()),
    NICE_CLIENT_SECRET: optional(z.string()),
    NICE_PRODUCT_ID: optional(z.string()),
    NICE_API_URL: z.string().default('https://svc.niceapi.co.kr:22001'),
    /** `codef` (CODEF 건강보험 자격득실) or `local` (deterministic records, development only). */
    CAREER_LOOKUP_PROVIDER: optional(z.enum(['codef', 'local'])),
    CODEF_CLIENT_ID: optional(z.string()),
    CODEF_CLIENT_SECRET: optional(z.string()),
    /** CODEF's RSA public key (encrypts passwords of ID/PW logins; 간편인증 sends none). */
    CODEF_PUBLIC_KEY: optional(z.string()),
    CODEF_API_URL: z.string().default('https://api.codef.io'),
    CODEF_OAUTH_URL: z.string().default('https://oauth.codef.io'),
    /** `juso` (행정안전부 도로명주소 API) or `local` (a bundled sample, development only). */
    ADDRESS_PROVIDER: optional(z.enum(['juso', 'local'])),
    JUSO_CONFIRM_KEY: optional(z.string()),
    /** `fcm` (FCM HTTP v1) or `local` (JSON files under DATA_DIR/push-outbox, development only). */
    PUSH_PROVIDER: optional(z.enum(['fcm', 'local'])),
    /** The Firebase service-account key: its JSON, or the path of its file. */
    FCM_SERVICE_ACCOUNT: optional(z.string()),
    /** SNS login (decision 0012): each provider is on only when its id and secret are set. */
    OAUTH_KAKAO_CLIENT_ID: optional(z.string()),
    OAUTH_KAKAO_CLIENT_SECRET: optional(z.string()),
    OAUTH_NAVER_CLIENT_ID: optional(z.string()),
    OAUTH_NAVER_CLIENT_SECRET: optional(z.string()),
    OAUTH_GOOGLE_CLIENT_ID: optional(z.string()),
    OAUTH_GOOGLE_CLIENT_SECRET: optional(z.string()),
    /** Kakao's numeric app id: the app's Kakao access tokens must have been issued to it. */
    OAUTH_KAKAO_APP_ID: optional(z.string().regex(/^\d+$/, '숫자로 된 카카오 앱 ID여야 합니다.')),
    /** Extra id-token audiences: the client ids of the hybrid app's native SDKs. */
    OAUTH_APP_CLIENT_IDS: commaList,
    /** A generic OpenID provider (tests and development only). */
    OAUTH_OIDC_ISSUER: optional(z.url()),
    OAUTH_OIDC_CLIENT_ID: optional(z.string()),
    OAUTH_OIDC_CLIENT_SECRET: optional(z.string()),
    /** Origins allowed to call the API with credentials (the hybrid app's WebView). */
    CORS_ORIGINS: commaList,
    /** API requests per minute per logged-in member (decision 0003). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** API requests per minute per client IP from visitors without a valid session. */
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Login attempts per client IP per 10 minutes, counted across nodes. */
    LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
    /**
     * Failed logins for one login id from devices that never logged in to it,
     * before each growing wait (decision 0021), counted across nodes.
     */
    LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    /** Sign-up attempts per client IP per hour, counted across nodes. */
    SIGN_UP_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
    /** Number of proxies in front of the node whose X-Forwarded-For is trusted. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Seed demo data at start when the database has none (idempotent); default: outside production. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /**
     * The only way to let production run with demo data (and its public demo
     * login): refused otherwise, and warned about at every start.
     */
    UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
    /** Check every response against its schema before sending (default: outside production). */
    VALIDATE_RESPONSES: z.enum(['true', 'false']).optional(),
    /** Run the daily saved-search alert job on this node (default: outside tests; decision 0028). */
    SAVED_SEARCH_ALERTS: z.enum(['true', 'false']).optional(),
    /** Sweep the mail outbox on a timer on this node (default: outside tests, which dispatch directly). */
    OUTBOX_SWEEP: z.enum(['true', 'false']).optional(),
    /** Distinct reporters that blind an item at once (임시조치, decision 0031). */
    MODERATION_BLIND_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(5),
    /** Days without community writing for the 1st, 2nd … removal; past the last: permanent. */
    MODERATION_SANCTION_DAYS: z
      .string()
      .default('7,14,28,56')
      .transform((s) => s.split(',').map((v) => Number(v.trim())))
      .refine((days) => days.every((d) => Number.isInteger(d) && d >= 1 && d <= 3650), {
        message: '쉼표로 구분한 1~3650 사이의 일수여야 합니다 (예: 7,14,28,56).',
      }),
    /**
     * 채용절차법 Art. 11: days a non-hired applicant's documents are kept after the final
     * decision, then destroyed (decision 0034); 14–180 (APPLICATION_LIMITS).
     */
    APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(14).max(180).default(180),
    /** 상담 채팅's opening hours, Asia/Seoul (decision 0038). */
    CHAT_HOURS: z
      .string()
      .default('mon-fri 09:00-18:00')
      .transform((s, ctx) => {
        const parsed = parseOpeningHours(s);
        if (parsed.ok) return parsed.hours;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }),
    /** Chats one counsellor holds at once. */
    CHAT_MAX_PER_COUNSELLOR: z.coerce.number().int().min(1).max(50).default(5),
    /** Open API (decision 0041): calls per key and Seoul day, and per key and minute. */
    OPEN_API_DAILY_QUOTA: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    OPEN_API_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    MIGRATE_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // Local stand-ins are for development and tests; production must name a real service.
    const real: [keyof typeof env, string][] = [
      ['MAIL_PROVIDER', 'smtp'],
      ['IDENTITY_PROVIDER', 'nice'],
      ['CAREER_LOOKUP_PROVIDER', 'codef'],
      ['ADDRESS_PROVIDER', 'juso'],
      ['PUSH_PROVIDER', 'fcm'],
    ];
    for (const [name, expected] of real) {
      if (env[name] !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `운영 환경에서는 ${name}=${expected}로 실제 서비스를 지정해야 합니다.`,
        });
      }
    }
    if (!env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: '운영 환경에서는 PUBLIC_ORIGIN을 설정해야 합니다.',
      });
    }
    if (env.PUSH_PROVIDER === 'fcm' && !env.FCM_SERVICE_ACCOUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['FCM_SERVICE_ACCOUNT'],
        message: 'FCM_SERVICE_ACCOUNT를 설정해야 합니다.',
      });
    }
    if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL을 설정해야 합니다.' });
    }
    if (
      env.IDENTITY_PROVIDER === 'nice' &&
      !(env.NICE_CLIENT_ID && env.NICE_CLIENT_SECRET && env.NICE_PRODUCT_ID)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['NICE_CLIENT_ID'],
        message: 'NICE_CLIENT_ID, NICE_CLIENT_SECRET, NICE_PRODUCT_ID를 설정해야 합니다.',
      });
    }
    if (
      env.CAREER_LOOKUP_PROVIDER === 'codef' &&
      !(env.CODEF_CLIENT_ID && env.CODEF_CLIENT_SECRET)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['CODEF_CLIENT_ID'],
        message: 'CODEF_CLIENT_ID, CODEF_CLIENT_SECRET을 설정해야 합니다.',
      });
    }
    if (env.ADDRESS_PROVIDER === 'juso' && !env.JUSO_CONFIRM_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['JUSO_CONFIRM_KEY'],
        message: 'JUSO_CONFIRM_KEY를 설정해야 합니다.',
      });
    }
    if (env.SEED_DEMO === 'true' && env.UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          '운영 환경에서는 데모 데이터(공개된 데모 계정 포함)를 넣을 수 없습니다. SEED_DEMO를 지우거나 false로 설정하십시오.',
      });
    }
    for (const name of Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]) {
      if (env[name] === DEV_SECRETS[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `운영 환경에서는 ${name}를 반드시 설정해야 합니다.`,
        });
      }
    }
  });

export type Env = z.input<typeof envSchema>;



const oauthClient = (
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthClientConfig | undefined =>
  clientId && clientSecret ? { clientId, clientSecret } : undefined;

/** Validates the environment once; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`환경 설정이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    webDistDir: e.WEB_DIST_DIR === '' ? undefined : path.resolve(e.WEB_DIST_DIR),
    secrets: {
      cookie: e.COOKIE_SECRET,
      csrf: e.CSRF_SECRET,
      accessToken: e.ACCESS_TOKEN_SECRET,
      identity: e.IDENTITY_SECRET,
      roster: e.ROSTER_SECRET,
    },
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      provider: e.MAIL_PROVIDER ?? (e.SMTP_URL ? 'smtp' : 'outbox'),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'mail-outbox'),
    },
    identity: {
      provider: e.IDENTITY_PROVIDER ?? 'local',
      nice:
        e.NICE_CLIENT_ID && e.NICE_CLIENT_SECRET && e.NICE_PRODUCT_ID
          ? {
              clientId: e.NICE_CLIENT_ID,
              clientSecret: e.NICE_CLIENT_SECRET,
              productId: e.NICE_PRODUCT_ID,
              apiUrl: e.NICE_API_URL,
            }
          : undefined,
    },
    address: { provider: e.ADDRESS_PROVIDER ?? 'local', jusoConfirmKey: e.JUSO_CONFIRM_KEY },
    push: {
      provider: e.PUSH_PROVIDER ?? (e.FCM_SERVICE_ACCOUNT ? 'fcm' : 'local'),
      serviceAccount: e.FCM_SERVICE_ACCOUNT,
      outboxDir: path.join(dataDir, 'push-outbox'),
    },
    careerLookup: {
      provider: e.CAREER_LOOKUP_PROVIDER ?? 'local',
      codef:
        e.CODEF_CLIENT_ID && e.CODEF_CLIENT_SECRET
          ? {
              clientId: e.CODEF_CLIENT_ID,
              clientSecret: e.CODEF_CLIENT_SECRET,
              publicKey: e.CODEF_PUBLIC_KEY,
              apiUrl: e.CODEF_API_URL.replace(/\/+$/, ''),
              oauthUrl: e.CODEF_OAUTH_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
    oauth: {
      kakao: oauthClient(e.OAUTH_KAKAO_CLIENT_ID, e.OAUTH_KAKAO_CLIENT_SECRET),
      naver: oauthClient(e.OAUTH_NAVER_CLIENT_ID, e.OAUTH_NAVER_CLIENT_SECRET),
      google: oauthClient(e.OAUTH_GOOGLE_CLIENT_ID, e.OAUTH_GOOGLE_CLIENT_SECRET),
      oidc: (() => {
        const client = oauthClient(e.OAUTH_OIDC_CLIENT_ID, e.OAUTH_OIDC_CLIENT_SECRET);
        return client && e.OAUTH_OIDC_ISSUER
          ? { ...client, issuer: e.OAUTH_OIDC_ISSUER }
          : undefined;
      })(),
      appClientIds: e.OAUTH_APP_CLIENT_IDS,
      kakaoAppId: e.OAUTH_KAKAO_APP_ID,
    },
    corsOrigins: e.CORS_ORIGINS,
    rateLimit: {
      perMemberPerMinute: e.RATE_LIMIT_PER_MINUTE,
      perAddressPerMinute: e.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
      uploadPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
      loginPerIp: e.LOGIN_MAX_PER_IP,
      loginPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
      signUpPerIp: e.SIGN_UP_MAX_PER_IP,
    },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true',
    allowDemoInProduction:
      e.NODE_ENV === 'production' && e.UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION === 'true',
    migrateOnStart: e.MIGRATE_ON_START,
    validateResponses:
      e.VALIDATE_RESPONSES === undefined
        ? e.NODE_ENV !== 'production'
        : e.VALIDATE_RESPONSES === 'true',
    savedSearchAlerts:
      e.SAVED_SEARCH_ALERTS === undefined
        ? e.NODE_ENV !== 'test'
        : e.SAVED_SEARCH_ALERTS === 'true',
    outboxSweep: e.OUTBOX_SWEEP === undefined ? e.NODE_ENV !== 'test' : e.OUTBOX_SWEEP === 'true',
    moderation: {
      blindThreshold: e.MODERATION_BLIND_THRESHOLD,
      sanctionDays: e.MODERATION_SANCTION_DAYS,
    },
    applications: { retentionDays: e.APPLICATION_RETENTION_DAYS },
    chat: { hours: e.CHAT_HOURS, maxPerCounsellor: e.CHAT_MAX_PER_COUNSELLOR },
    openApi: { dailyQuota: e.OPEN_API_DAILY_QUOTA, perMinute: e.OPEN_API_PER_MINUTE },
    migrationsDir: path.join(packageRoot, 'drizzle'),
  };
}
