import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/** The parts of oidc-provider (an untyped ESM package, dev-only) this helper uses. */
interface OidcGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; params: Record<string, unknown> }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (props: { accountId: string; clientId: string }) => OidcGrant;
}
type OidcProviderClass = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => OidcProviderInstance;

export const OIDC_CLIENT_ID = 'ilteo-web';
export const OIDC_CLIENT_SECRET = 'ilteo-web-client-secret-for-tests';
/** The subject findAccount gives when the browser names none (login_hint). */
export const DEFAULT_SUBJECT = 'oidc-test-subject';

export interface TestOidcProvider {
  issuer: string;
  /** Env for createTestApp: the generic `oidc` preset pointed at this provider. */
  env: Record<string, string>;
  /**
   * Plays the browser at the provider: follows the authorization URL our
   * start route redirected to, logs in as `subject` and consents through the
   * interaction route, and returns the URL the provider sends the browser back
   * to (our callback, with code and state).
   */
  authorize(authorizationUrl: string, subject?: string): Promise<URL>;
  /** An id token signed with the provider's own key, as a native SDK would hold. */
  mintIdToken(claims: {
    sub: string;
    aud?: string;
    iss?: string;
    expiresIn?: string;
  }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the oidc-provider package) on a free loopback
 * port: one confidential client whose redirect URI is our callback under
 * `publicOrigin`, PKCE required, and an interaction route that logs in and
 * consents at once (no pages), for the subject the browser passes as
 * login_hint.
 */
export async function startOidcProvider(publicOrigin: string): Promise<TestOidcProvider> {
  const specifier: string = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: OidcProviderClass };

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'ilteo-test-key';
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };

  // The issuer names the port, so the server listens first and gets its handler after.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${publicOrigin}/api/v1/cmmn/oauth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [jwk] },
    cookies: { keys: ['ilteo-test-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@example.test`, email_verified: true }),
    }),
  });
  const providerCallback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const hint = details.params.login_hint;
    const accountId = typeof hint === 'string' && hint ? hint : DEFAULT_SUBJECT;
    const clientId = String(details.params.client_id);
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((err: unknown) => {
        res.writeHead(500).end(String(err));
      });
      return;
    }
    providerCallback(req, res);
  });

  async function authorize(authorizationUrl: string, subject?: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    if (url.origin !== issuer) throw new Error(`not this provider: ${authorizationUrl}`);
    if (subject) url.searchParams.set('login_hint', subject);
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${url.pathname}: ${String(res.status)}`);
      url = new URL(location, url);
      if (url.origin !== issuer) return url;
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    env: {
      OAUTH_OIDC_ISSUER: issuer,
      OAUTH_OIDC_CLIENT_ID: OIDC_CLIENT_ID,
      OAUTH_OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    },
    authorize,
    mintIdToken: ({ sub, aud = OIDC_CLIENT_ID, iss = issuer, expiresIn = '5m' }) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
