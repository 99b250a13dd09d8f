import type { OpeningHours } from './lib/opening-hours';

/** The server's settings, as loadConfig (config.ts) reads them from the environment. */
export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  database: { url: string | undefined; poolSize: number };
  dataDir: string;
  uploadDir: string;
  webDistDir: string | undefined;
  secrets: { cookie: string; csrf: string; accessToken: string; identity: string; roster: string };
  /** Origin for absolute links (mail, identity return); defaults to http://localhost:PORT. */
  publicOrigin: string;
  mail: {
    provider: 'smtp' | 'outbox';
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
  };
  identity: {
    provider: 'nice' | 'local';
    nice: { clientId: string; clientSecret: string; productId: string; apiUrl: string } | undefined;
  };
  address: { provider: 'juso' | 'local'; jusoConfirmKey: string | undefined };
  /** Push (decision 0033): the service account is JSON or a file path, read by the push module. */
  push: { provider: 'fcm' | 'local'; serviceAccount: string | undefined; outboxDir: string };
  /** 경력 불러오기 (docs/career-lookup.md). */
  careerLookup: {
    provider: 'codef' | 'local';
    codef:
      | {
          clientId: string;
          clientSecret: string;
          publicKey: string | undefined;
          apiUrl: string;
          oauthUrl: string;
        }
      | undefined;
  };
  /** SNS login clients (decision 0012); undefined means that provider is off. */
  oauth: {
    kakao: OAuthClientConfig | undefined;
    naver: OAuthClientConfig | undefined;
    google: OAuthClientConfig | undefined;
    oidc: (OAuthClientConfig & { issuer: string }) | undefined;
    appClientIds: string[];
    kakaoAppId: string | undefined;
  };
  corsOrigins: string[];
  rateLimit: {
    /** The general API limit: per member when logged in, per address otherwise. */
    perMemberPerMinute: number;
    perAddressPerMinute: number;
    uploadPerMinute: number;
    loginPerIp: number;
    loginPerAccount: number;
    signUpPerIp: number;
  };
  trustProxyHops: number;
  logLevel: string;
  seedDemo: boolean;
  /** UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION: production knowingly runs with demo data. */
  allowDemoInProduction: boolean;
  migrateOnStart: boolean;
  validateResponses: boolean;
  /** Whether this node runs the daily saved-search alert job (tests call it directly). */
  savedSearchAlerts: boolean;
  /** Whether this node sweeps the outbox on a timer (kicks after commit work regardless). */
  outboxSweep: boolean;
  /** Reports and sanctions (decision 0031). */
  moderation: { blindThreshold: number; sanctionDays: number[] };
  /** Applications (decision 0034): how long non-hired applicants' documents are kept. */
  applications: { retentionDays: number };
  /** 상담 채팅 (decision 0038). */
  chat: { hours: OpeningHours; maxPerCounsellor: number };
  /** The open API (decision 0041): calls per key and Seoul day, and per minute. */
  openApi: { dailyQuota: number; perMinute: number };
  migrationsDir: string;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}
