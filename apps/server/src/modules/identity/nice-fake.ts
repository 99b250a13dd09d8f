import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { niceKeyMaterial, niceKeysFrom, type NiceKeys } from './nice-crypto';
import type { FetchLike } from './nice-client';
import type { NiceWindowForm } from './nice-provider';

/**
 * A stand-in for NICE's API and standard window, for tests only: it answers
 * the token calls as NICE documents them and plays the window's part
 * (decrypt the request, encrypt a result). Its AES and HMAC are written out
 * here rather than imported, so a test checks the module against a second
 * implementation (the key derivation has its own known-answer test). No
 * network is involved. Used by tests only; nothing in the server imports it.
 */
export function createFakeNice(options: { clientId: string; clientSecret: string }) {
  const issued = new Map<string, { reqDtim: string; reqNo: string; tokenVal: string }>();
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  let accessTokens = 0;
  let next: { gateway?: string; revokeAccessToken?: boolean } = {};
  let validAccessToken = '';

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  const fetch: FetchLike = (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : '';
    calls.push({ url, headers, body });
    if (url.endsWith('/digital/niceid/oauth/oauth/token')) {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (headers.authorization !== `Basic ${basic}`) {
        return Promise.resolve(json({ dataHeader: { GW_RSLT_CD: '1401' } }, 401));
      }
      accessTokens += 1;
      validAccessToken = `access-${accessTokens}`;
      return Promise.resolve(
        json({
          dataHeader: { GW_RSLT_CD: '1200', GW_RSLT_MSG: '오류 없음' },
          dataBody: {
            access_token: validAccessToken,
            expires_in: 1_576_800_000,
            token_type: 'bearer',
            scope: 'default',
          },
        }),
      );
    }
    if (url.endsWith('/digital/niceid/api/v1.0/common/crypto/token')) {
      if (next.revokeAccessToken) {
        next.revokeAccessToken = false;
        validAccessToken = 'revoked';
      }
      const auth = Buffer.from(
        (headers.authorization ?? '').replace(/^bearer /, ''),
        'base64',
      ).toString();
      const [token, timestamp, clientId] = auth.split(':');
      if (token !== validAccessToken || clientId !== options.clientId || !timestamp) {
        return Promise.resolve(json({ dataHeader: { GW_RSLT_CD: '1401' } }, 401));
      }
      if (next.gateway) {
        const gateway = next.gateway;
        next = {};
        return Promise.resolve(json({ dataHeader: { GW_RSLT_CD: gateway } }));
      }
      const request = JSON.parse(body) as {
        dataBody: { req_dtim: string; req_no: string; enc_mode: string };
      };
      const tokenVersionId = `tv-${issued.size + 1}`;
      const tokenVal = `secret-token-value-${issued.size + 1}`;
      issued.set(tokenVersionId, {
        reqDtim: request.dataBody.req_dtim,
        reqNo: request.dataBody.req_no,
        tokenVal,
      });
      return Promise.resolve(
        json({
          dataHeader: { GW_RSLT_CD: '1200', GW_RSLT_MSG: '오류 없음' },
          dataBody: {
            rsp_cd: 'P000',
            result_cd: '0000',
            site_code: 'AB123',
            token_version_id: tokenVersionId,
            token_val: tokenVal,
            period: 3600,
          },
        }),
      );
    }
    return Promise.resolve(new Response('not found', { status: 404 }));
  };

  const keysFor = (tokenVersionId: string): NiceKeys => {
    const token = issued.get(tokenVersionId);
    if (!token) throw new Error(`fake NICE never issued ${tokenVersionId}`);
    return niceKeysFrom(niceKeyMaterial(token.reqDtim, token.reqNo, token.tokenVal));
  };

  return {
    fetch,
    calls,
    get accessTokensIssued() {
      return accessTokens;
    },
    /** The next crypto-token call answers this gateway code, or finds the access token revoked. */
    failNext(change: { gateway?: string; revokeAccessToken?: boolean }) {
      next = change;
    },
    /** What the standard window would read from our form. */
    openWindow(form: NiceWindowForm): Record<string, string> {
      const keys = keysFor(form.token_version_id);
      const mac = createHmac('sha256', keys.hmacKey).update(form.enc_data).digest('base64');
      if (mac !== form.integrity_value) throw new Error('integrity_value does not match');
      const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(form.enc_data, 'base64')),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as Record<string, string>;
    },
    /** The query NICE sends back to the return address after a verification. */
    returnParams(
      tokenVersionId: string,
      result: Record<string, string>,
    ): { token_version_id: string; enc_data: string; integrity_value: string } {
      const keys = keysFor(tokenVersionId);
      const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
      const encData = Buffer.concat([
        cipher.update(JSON.stringify(result), 'utf8'),
        cipher.final(),
      ]).toString('base64');
      return {
        token_version_id: tokenVersionId,
        enc_data: encData,
        integrity_value: createHmac('sha256', keys.hmacKey).update(encData).digest('base64'),
      };
    },
  };
}
export type FakeNice = ReturnType<typeof createFakeNice>;
