import type { APIRequestContext } from 'playwright-core';
import { API, CSRF_HEADER } from '@ilteo/contract';

/** Members the journeys make for themselves, through the API with the local identity provider. */

/** The password of every member these journeys sign up. */
export const MEMBER_PASSWORD = 'quiet-harbor-lantern-58';

/** A fresh job seeker, signed up through the API with the local identity provider. */
export async function signUpMember(
  api: APIRequestContext,
  { name = '박잠금', prefix = 'lock' }: { name?: string; prefix?: string } = {},
): Promise<string> {
  let csrf = '';
  const call = async (method: 'GET' | 'POST', url: string, data?: unknown, form?: string) => {
    const res = await api.fetch(url, {
      method,
      headers: {
        [CSRF_HEADER]: csrf,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { data: form } : data === undefined ? {} : { data }),
      maxRedirects: 0,
    });
    csrf = res.headers()[CSRF_HEADER.toLowerCase()] ?? csrf;
    return res;
  };
  await call('GET', API.system.health);
  const started = (await (
    await call('POST', API.account.identityRequest, { purpose: 'signup' })
  ).json()) as {
    data: { requestId: string; authUrl: string };
  };
  const form = await (await call('GET', started.data.authUrl)).text();
  const formCsrf = /name="_csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
  // Random, not the clock: a journey signs several members up within one millisecond.
  const mobile = `0107${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await call(
    'POST',
    API.account.identityLocalForm,
    undefined,
    new URLSearchParams({
      requestId: started.data.requestId,
      _csrf: formCsrf,
      action: 'verify',
      name,
      birth: '19940210',
      gender: 'M',
      carrier: 'SKT',
      mobile,
    }).toString(),
  );
  const consents = (await (await call('GET', API.account.consents)).json()) as {
    data: { code: string; version: number; required: boolean }[];
  };
  const loginId = `${prefix}${Math.random().toString(36).slice(2, 9)}`;
  const res = await call('POST', API.account.signUp, {
    requestId: started.data.requestId,
    loginId,
    password: MEMBER_PASSWORD,
    email: `${loginId}@example.com`,
    consents: consents.data.map((c) => ({ code: c.code, version: c.version, agreed: c.required })),
  });
  const body = (await res.json()) as { code: string; message: string };
  if (body.code !== '002') throw new Error(`sign-up failed: ${body.code} ${body.message}`);
  return loginId;
}

/** The code a member's login gets, through the API (no browser state). */
export async function memberLoginCode(api: APIRequestContext, loginId: string): Promise<string> {
  const health = await api.get(API.system.health);
  const csrf = health.headers()[CSRF_HEADER.toLowerCase()] ?? '';
  const res = await api.post(API.session.login, {
    headers: { [CSRF_HEADER]: csrf, 'X-Requested-With': 'XMLHttpRequest' },
    data: { loginId, password: MEMBER_PASSWORD },
  });
  return ((await res.json()) as { code: string }).code;
}

export interface MemberApi {
  /** A call with the session's cookies and the CSRF token the server last sent; answers the envelope. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    data?: unknown,
  ): Promise<{ status: number; code: string; message: string; data: unknown }>;
}

/** Logs a member in through the API on this request context (a page of the same context shares the session). */
export async function memberApi(
  api: APIRequestContext,
  loginId: string,
  password = MEMBER_PASSWORD,
): Promise<MemberApi> {
  let csrf = '';
  const call: MemberApi['call'] = async (method, url, data) => {
    const res = await api.fetch(url, {
      method,
      headers: { [CSRF_HEADER]: csrf, 'X-Requested-With': 'XMLHttpRequest' },
      ...(data === undefined ? {} : { data }),
    });
    csrf = res.headers()[CSRF_HEADER.toLowerCase()] ?? csrf;
    const body = (await res.json()) as { code: string; message: string; data: unknown };
    return { status: res.status(), ...body };
  };
  await call('GET', API.system.health).catch(() => undefined);
  const login = await call('POST', API.session.login, { loginId, password });
  if (login.code !== '001') throw new Error(`login of ${loginId} failed: ${login.code}`);
  return { call };
}
