import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { SnsProvider } from '@ilteo/contract';
import type { Config, OAuthClientConfig } from '../../config';

const NETWORK_TIMEOUT_MS = 5000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'PS256'];

/** Who the provider says the person is. Only provider and subject are ever stored. */
export interface SnsIdentity {
  provider: SnsProvider;
  subject: string;
  /** Transient: may prefill sign-up; never stored with the link. */
  email?: string;
}

/** Why a provider round failed: the provider refused or lied (`failed`), or could not be reached. */
export class SnsProviderError extends Error {
  constructor(
    readonly reason: 'failed' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SnsProviderError';
  }
}

interface PresetBase {
  name: SnsProvider;
  client: OAuthClientConfig;
  scope: string;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
  pkce: boolean;
}

/** OpenID Connect: endpoints and keys by discovery; the subject comes from a verified id token. */
export interface OidcPreset extends PresetBase {
  kind: 'oidc';
  issuer: string;
  /** `iss` values the id token may carry (Google also uses the bare host). */
  acceptedIssuers: string[];
  /**
   * Kakao only: the native SDK's access token is checked at Kakao's API
   * (token info, then the user), and must have been issued to this app id.
   */
  kakaoApi?: { url: string; appId: string | undefined };
}

/** Plain OAuth 2.0 (Naver): fixed endpoints; the subject comes from the profile API. */
export interface OAuth2Preset extends PresetBase {
  kind: 'oauth2';
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
}

export type SnsPreset = OidcPreset | OAuth2Preset;

/** The providers this deployment offers: each only when its client id and secret are set. */
export function snsPresetsFor(config: Config): Map<SnsProvider, SnsPreset> {
  const presets = new Map<SnsProvider, SnsPreset>();
  const { google, kakao, naver, oidc } = config.oauth;
  if (google) {
    presets.set('google', {
      kind: 'oidc',
      name: 'google',
      client: google,
      issuer: 'https://accounts.google.com',
      acceptedIssuers: ['https://accounts.google.com', 'accounts.google.com'],
      scope: 'openid email',
      tokenAuth: 'client_secret_basic',
      pkce: true,
    });
  }
  if (kakao) {
    presets.set('kakao', {
      kind: 'oidc',
      name: 'kakao',
      client: kakao,
      issuer: 'https://kauth.kakao.com',
      acceptedIssuers: ['https://kauth.kakao.com'],
      // Kakao's consent items: the OpenID scope plus the e-mail address only.
      scope: 'openid account_email',
      tokenAuth: 'client_secret_post',
      pkce: true,
      kakaoApi: { url: 'https://kapi.kakao.com', appId: config.oauth.kakaoAppId },
    });
  }
  if (naver) {
    presets.set('naver', {
      kind: 'oauth2',
      name: 'naver',
      client: naver,
      authorizationEndpoint: 'https://nid.naver.com/oauth2.0/authorize',
      tokenEndpoint: 'https://nid.naver.com/oauth2.0/token',
      profileEndpoint: 'https://openapi.naver.com/v1/nid/me',
      scope: '',
      tokenAuth: 'client_secret_post',
      pkce: false,
    });
  }
  if (oidc) {
    if (config.isProduction)
      throw new Error('범용 OIDC 로그인(OAUTH_OIDC_*)은 운영 환경에서 쓸 수 없습니다.');
    const issuer = oidc.issuer.replace(/\/+$/, '');
    presets.set('oidc', {
      kind: 'oidc',
      name: 'oidc',
      client: oidc,
      issuer,
      acceptedIssuers: [issuer],
      scope: 'openid email',
      tokenAuth: 'client_secret_basic',
      pkce: true,
    });
  }
  return presets;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

interface Discovered {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: JWTVerifyGetKey;
  fetchedAt: number;
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1).optional(),
});

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string().optional(),
  email: z.string().max(254).optional(),
});

const kakaoTokenInfoSchema = z.object({
  id: z.number().int(),
  app_id: z.number().int(),
  expires_in: z.number(),
});

const kakaoUserSchema = z.object({
  id: z.number().int(),
  kakao_account: z.object({ email: z.string().max(254).optional() }).optional(),
});

const naverProfileSchema = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: z.string().min(1).max(255),
    email: z.string().max(254).optional(),
  }),
});

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
  } catch (err) {
    throw new SnsProviderError('unavailable', `unreachable: ${new URL(url).host}`, { cause: err });
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    throw new SnsProviderError('failed', `not JSON (${String(res.status)})`, { cause: err });
  }
  if (!res.ok) {
    const reason = res.status >= 500 ? 'unavailable' : 'failed';
    throw new SnsProviderError(reason, `HTTP ${String(res.status)} from ${new URL(url).host}`);
  }
  return body;
}

/**
 * One provider's protocol: the authorization URL, the code exchange and the
 * subject. Discovery documents and key sets are cached per node (an hour;
 * jose refreshes keys it does not know yet).
 */
export function createSnsClient(preset: SnsPreset, appClientIds: string[]) {
  let discovered: Discovered | undefined;

  async function discover(): Promise<Discovered> {
    if (preset.kind !== 'oidc') throw new Error('not an OpenID provider');
    if (discovered && Date.now() - discovered.fetchedAt < DISCOVERY_TTL_MS) return discovered;
    const parsed = discoverySchema.safeParse(
      await fetchJson(`${preset.issuer}/.well-known/openid-configuration`),
    );
    if (!parsed.success || parsed.data.issuer.replace(/\/+$/, '') !== preset.issuer) {
      throw new SnsProviderError('failed', 'discovery document does not match the issuer');
    }
    discovered = {
      authorizationEndpoint: parsed.data.authorization_endpoint,
      tokenEndpoint: parsed.data.token_endpoint,
      jwks: createRemoteJWKSet(new URL(parsed.data.jwks_uri), {
        timeoutDuration: NETWORK_TIMEOUT_MS,
      }),
      fetchedAt: Date.now(),
    };
    return discovered;
  }

  async function verifyIdToken(
    idToken: string,
    audiences: string[],
    nonce: string | undefined,
  ): Promise<SnsIdentity> {
    if (preset.kind !== 'oidc') throw new Error('not an OpenID provider');
    const { jwks } = await discover();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: preset.acceptedIssuers,
        audience: audiences,
        algorithms: ID_TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWKSTimeout) {
        throw new SnsProviderError('unavailable', 'key set timed out', { cause: err });
      }
      throw new SnsProviderError('failed', 'id token refused', { cause: err });
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new SnsProviderError('failed', 'id token claims malformed');
    if (nonce !== undefined && claims.data.nonce !== nonce) {
      throw new SnsProviderError('failed', 'id token nonce mismatch');
    }
    return {
      provider: preset.name,
      subject: claims.data.sub,
      ...(claims.data.email ? { email: claims.data.email } : {}),
    };
  }

  async function naverProfile(accessToken: string): Promise<SnsIdentity> {
    if (preset.kind !== 'oauth2') throw new Error('not a plain OAuth provider');
    const parsed = naverProfileSchema.safeParse(
      await fetchJson(preset.profileEndpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      }),
    );
    if (!parsed.success) throw new SnsProviderError('failed', 'profile refused');
    const { id, email } = parsed.data.response;
    return { provider: preset.name, subject: id, ...(email ? { email } : {}) };
  }

  /**
   * A Kakao access token from the native SDK: /v1/user/access_token_info
   * answers 401 for a forged or expired token and names the app it was
   * issued to (another app's token is refused), then /v2/user/me gives the
   * member number, the same value as the id token's `sub`.
   */
  async function kakaoFromAccessToken(accessToken: string): Promise<SnsIdentity> {
    const api = preset.kind === 'oidc' ? preset.kakaoApi : undefined;
    if (!api?.appId) throw new SnsProviderError('failed', 'OAUTH_KAKAO_APP_ID not configured');
    const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
    const info = kakaoTokenInfoSchema.safeParse(
      await fetchJson(`${api.url}/v1/user/access_token_info`, { headers }),
    );
    if (!info.success) throw new SnsProviderError('failed', 'token info refused');
    if (String(info.data.app_id) !== api.appId) {
      throw new SnsProviderError('failed', 'token issued to another app');
    }
    const user = kakaoUserSchema.safeParse(await fetchJson(`${api.url}/v2/user/me`, { headers }));
    if (!user.success || user.data.id !== info.data.id) {
      throw new SnsProviderError('failed', 'user refused');
    }
    const email = user.data.kakao_account?.email;
    return { provider: preset.name, subject: String(user.data.id), ...(email ? { email } : {}) };
  }

  return {
    preset,
    /** Whether the app may send an access token instead of an id token (Naver, Kakao). */
    acceptsAppAccessToken: preset.kind === 'oauth2' || preset.kakaoApi !== undefined,

    /** Where to send the browser; state, nonce and the PKCE challenge come from the caller. */
    async authorizationUrl(input: {
      redirectUri: string;
      state: string;
      nonce: string;
      codeChallenge: string;
    }): Promise<string> {
      const endpoint =
        preset.kind === 'oidc'
          ? (await discover()).authorizationEndpoint
          : preset.authorizationEndpoint;
      const url = new URL(endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', preset.client.clientId);
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('state', input.state);
      if (preset.scope) url.searchParams.set('scope', preset.scope);
      if (preset.kind === 'oidc') url.searchParams.set('nonce', input.nonce);
      if (preset.pkce) {
        url.searchParams.set('code_challenge', input.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    /** Exchanges the code and returns the verified subject (id token, or Naver's profile). */
    async complete(input: {
      code: string;
      redirectUri: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }): Promise<SnsIdentity> {
      const tokenEndpoint =
        preset.kind === 'oidc' ? (await discover()).tokenEndpoint : preset.tokenEndpoint;
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
      });
      if (preset.pkce) body.set('code_verifier', input.codeVerifier);
      // Naver asks for the state again at the token endpoint.
      if (preset.kind === 'oauth2') body.set('state', input.state);
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      const { clientId, clientSecret } = preset.client;
      if (preset.tokenAuth === 'client_secret_basic') {
        const basic = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
      } else {
        body.set('client_id', clientId);
        body.set('client_secret', clientSecret);
      }
      const parsed = tokenResponseSchema.safeParse(
        await fetchJson(tokenEndpoint, { method: 'POST', headers, body }),
      );
      if (!parsed.success) throw new SnsProviderError('failed', 'token response refused');
      if (preset.kind === 'oauth2') return naverProfile(parsed.data.access_token);
      if (!parsed.data.id_token) throw new SnsProviderError('failed', 'no id token');
      return verifyIdToken(parsed.data.id_token, [preset.client.clientId], input.nonce);
    },

    /**
     * The hybrid app's native SDK logged in: an id token (audience our web
     * client or one of the app's client ids; no nonce, the SDK chose it) or,
     * for Naver, an access token for the profile API, or for Kakao without
     * an id token, an access token checked at Kakao's API.
     */
    async fromApp(input: { idToken?: string; accessToken?: string }): Promise<SnsIdentity> {
      if (preset.kind === 'oauth2') {
        if (!input.accessToken) throw new SnsProviderError('failed', 'accessToken required');
        return naverProfile(input.accessToken);
      }
      if (!input.idToken && input.accessToken && preset.kakaoApi) {
        return kakaoFromAccessToken(input.accessToken);
      }
      if (!input.idToken) throw new SnsProviderError('failed', 'idToken required');
      return verifyIdToken(input.idToken, [preset.client.clientId, ...appClientIds], undefined);
    },
  };
}
export type SnsClient = ReturnType<typeof createSnsClient>;
