import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnsClient, SnsProviderError, type OAuth2Preset, type OidcPreset } from './providers';

/**
 * The hybrid app's provider tokens checked at the providers' own APIs: a
 * local HTTP server answers as Kakao's /v1/user/access_token_info and
 * /v2/user/me and Naver's /v1/nid/me do, per bearer token.
 */

const KAKAO_APP_ID = '123456';
const client = { clientId: 'rest-api-key', clientSecret: 'secret' };

describe('app tokens at the providers', () => {
  let server: Server;
  let origin: string;
  const calls: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      calls.push(`${req.url ?? ''} ${bearer}`);
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/v1/user/access_token_info') {
        // Kakao answers -401 for a forged or expired token.
        if (bearer === 'kakao-good')
          return answer(200, { id: 42, app_id: 123456, expires_in: 7000 });
        if (bearer === 'kakao-other-app')
          return answer(200, { id: 42, app_id: 999, expires_in: 7000 });
        if (bearer === 'kakao-mismatch')
          return answer(200, { id: 43, app_id: 123456, expires_in: 1 });
        return answer(401, { msg: 'this access token does not exist', code: -401 });
      }
      if (req.url === '/v2/user/me') {
        return answer(200, { id: 42, kakao_account: { email: 'kakao@example.com' } });
      }
      if (req.url === '/v1/nid/me') {
        if (bearer === 'naver-good') {
          return answer(200, { resultcode: '00', message: 'success', response: { id: 'nv-1' } });
        }
        return answer(401, { resultcode: '024', message: 'Authentication failed' });
      }
      return answer(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const kakao = (appId: string | undefined = KAKAO_APP_ID) => {
    const preset: OidcPreset = {
      kind: 'oidc',
      name: 'kakao',
      client,
      issuer: origin,
      acceptedIssuers: [origin],
      scope: 'openid account_email',
      tokenAuth: 'client_secret_post',
      pkce: true,
      kakaoApi: { url: origin, appId },
    };
    return createSnsClient(preset, []);
  };
  const naver = () => {
    const preset: OAuth2Preset = {
      kind: 'oauth2',
      name: 'naver',
      client,
      authorizationEndpoint: `${origin}/authorize`,
      tokenEndpoint: `${origin}/token`,
      profileEndpoint: `${origin}/v1/nid/me`,
      scope: '',
      tokenAuth: 'client_secret_post',
      pkce: false,
    };
    return createSnsClient(preset, []);
  };
  const refusal = async (promise: Promise<unknown>) => {
    const err: unknown = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SnsProviderError);
    return (err as SnsProviderError).reason;
  };

  it('Kakao: checks the token info (app id), then reads the member number', async () => {
    calls.length = 0;
    expect(kakao().acceptsAppAccessToken).toBe(true);
    await expect(kakao().fromApp({ accessToken: 'kakao-good' })).resolves.toEqual({
      provider: 'kakao',
      subject: '42',
      email: 'kakao@example.com',
    });
    expect(calls).toEqual(['/v1/user/access_token_info kakao-good', '/v2/user/me kakao-good']);
  });

  it("Kakao: refuses forged or expired tokens, other apps' tokens and a missing app id", async () => {
    expect(await refusal(kakao().fromApp({ accessToken: 'forged' }))).toBe('failed');
    expect(await refusal(kakao().fromApp({ accessToken: 'kakao-other-app' }))).toBe('failed');
    expect(await refusal(kakao().fromApp({ accessToken: 'kakao-mismatch' }))).toBe('failed');
    calls.length = 0;
    expect(await refusal(kakao('').fromApp({ accessToken: 'kakao-good' }))).toBe('failed');
    expect(calls).toEqual([]);
  });

  it('Naver: reads /v1/nid/me with the access token and refuses a forged one', async () => {
    await expect(naver().fromApp({ accessToken: 'naver-good' })).resolves.toEqual({
      provider: 'naver',
      subject: 'nv-1',
    });
    expect(await refusal(naver().fromApp({ accessToken: 'forged' }))).toBe('failed');
  });

  it('reports an unreachable provider as unavailable', async () => {
    const preset: OidcPreset = {
      kind: 'oidc',
      name: 'kakao',
      client,
      issuer: origin,
      acceptedIssuers: [origin],
      scope: '',
      tokenAuth: 'client_secret_post',
      pkce: true,
      kakaoApi: { url: 'http://127.0.0.1:9', appId: KAKAO_APP_ID },
    };
    expect(await refusal(createSnsClient(preset, []).fromApp({ accessToken: 'x' }))).toBe(
      'unavailable',
    );
  });
});
