import { describe, expect, it } from 'vitest';
import { toNiceRequestNo } from './nice-crypto';
import { NiceApiError } from './nice-client';
import { createFakeNice } from './nice-fake';
import { createNiceProvider, NICE_START_PATH } from './nice-provider';

const api = {
  clientId: 'client-id',
  clientSecret: 'client-secret',
  productId: '2101979031',
  apiUrl: 'https://svc.niceapi.example:22001',
};
const returnUrl = 'https://ilteo.example/api/v1/cmmn/identity/nice/return';
const secret = 'test-identity-secret-0123456789abcdef';
const requestId = '0f8fad5b-d9cb-469f-a165-70867728950e';

function setup(now = () => new Date('2026-03-15T00:30:00Z')) {
  const nice = createFakeNice(api);
  const provider = createNiceProvider({ api, returnUrl, secret, fetch: nice.fetch, now });
  return { nice, provider };
}

const verified = (overrides: Record<string, string> = {}) => ({
  resultcode: '0000',
  requestno: toNiceRequestNo(requestId),
  utf8_name: encodeURIComponent('김민지'),
  birthdate: '19950505',
  gender: '0',
  mobileno: '01098765432',
  ci: 'c'.repeat(88),
  di: 'd'.repeat(64),
  ...overrides,
});

describe('NICE provider', () => {
  it('points the window at our start page', () => {
    const { provider, nice } = setup();
    expect(provider.start({ requestId })).toEqual({
      authUrl: `${NICE_START_PATH}?requestId=${requestId}`,
    });
    expect(nice.calls).toHaveLength(0);
  });

  it('asks NICE for tokens as its guide says and seals a request NICE can read', async () => {
    const { provider, nice } = setup();
    const { form } = await provider.prepare(requestId);

    const [tokenCall, cryptoCall] = nice.calls;
    expect(tokenCall?.url).toBe(`${api.apiUrl}/digital/niceid/oauth/oauth/token`);
    expect(tokenCall?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenCall?.body).toBe('grant_type=client_credentials&scope=default');
    expect(cryptoCall?.url).toBe(`${api.apiUrl}/digital/niceid/api/v1.0/common/crypto/token`);
    expect(cryptoCall?.headers.productid).toBe(api.productId);
    expect(cryptoCall?.headers.authorization).toMatch(/^bearer [A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(cryptoCall?.body ?? '')).toEqual({
      dataHeader: { CNTY_CD: 'ko' },
      dataBody: {
        req_dtim: '20260315093000',
        req_no: toNiceRequestNo(requestId),
        enc_mode: '1',
      },
    });

    expect(form.m).toBe('service');
    expect(nice.openWindow(form)).toEqual({
      requestno: toNiceRequestNo(requestId),
      returnurl: returnUrl,
      sitecode: 'AB123',
      methodtype: 'get',
      popupyn: 'Y',
    });
  });

  it('keeps the access token and asks again only when NICE refuses it', async () => {
    const { provider, nice } = setup();
    await provider.prepare(requestId);
    await provider.prepare(requestId);
    expect(nice.accessTokensIssued).toBe(1);
    nice.failNext({ revokeAccessToken: true });
    await provider.prepare(requestId);
    expect(nice.accessTokensIssued).toBe(2);
  });

  it('reports a gateway refusal as a NICE API error', async () => {
    const { provider, nice } = setup();
    nice.failNext({ gateway: '1403' });
    await expect(provider.prepare(requestId)).rejects.toBeInstanceOf(NiceApiError);
  });

  it('completes from the return with the sealed window state', async () => {
    const { provider, nice } = setup();
    const { form, sealedState } = await provider.prepare(requestId);
    const state = provider.openState(sealedState);
    expect(state?.requestId).toBe(requestId);
    const params = nice.returnParams(form.token_version_id, verified());
    await expect(provider.complete({ state: state!, params })).resolves.toEqual({
      ok: true,
      requestId,
      person: {
        name: '김민지',
        birthDate: '1995-05-05',
        gender: 'F',
        mobile: '01098765432',
        ci: 'c'.repeat(88),
        di: 'd'.repeat(64),
      },
    });
  });

  it('fails a return for another request, another window or a NICE failure code', async () => {
    const { provider, nice } = setup();
    const first = await provider.prepare(requestId);
    const second = await provider.prepare(requestId);
    const state = provider.openState(first.sealedState)!;

    const otherRequest = nice.returnParams(
      first.form.token_version_id,
      verified({ requestno: toNiceRequestNo('11111111-2222-4333-8444-555555555555') }),
    );
    const otherWindow = nice.returnParams(second.form.token_version_id, verified());
    const cancelled = nice.returnParams(first.form.token_version_id, {
      resultcode: '0001',
      requestno: toNiceRequestNo(requestId),
    });
    for (const params of [otherRequest, otherWindow, cancelled, {}]) {
      await expect(provider.complete({ state, params })).resolves.toMatchObject({
        ok: false,
        requestId,
      });
    }
  });

  it('refuses a forged, damaged or stale window state', async () => {
    let now = new Date('2026-03-15T00:30:00Z');
    const { provider } = setup(() => now);
    const { sealedState } = await provider.prepare(requestId);
    expect(provider.openState(undefined)).toBeUndefined();
    expect(provider.openState('garbage')).toBeUndefined();
    expect(provider.openState(`${sealedState.slice(0, -3)}AAA`)).toBeUndefined();
    const other = createNiceProvider({
      api,
      returnUrl,
      secret: 'another-identity-secret-0123456789abcd',
      fetch: createFakeNice(api).fetch,
      now: () => now,
    });
    expect(other.openState(sealedState)).toBeUndefined();
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1);
    expect(provider.openState(sealedState)).toBeUndefined();
  });
});
