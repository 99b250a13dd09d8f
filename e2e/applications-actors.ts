import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext } from 'playwright-core';
import { inject } from 'vitest';
import {
  API,
  bizNoCheckDigit,
  CSRF_HEADER,
  EMPLOYER_API,
  OPS_API,
  withQuery,
} from '@ilteo/contract';
import { MEMBER_PASSWORD } from './members';

/**
 * The other people of the applications journey (issue 19), acting through
 * the API on their own request contexts: company members (the employer
 * side has no screens, decision 0034) and the operator who approves one.
 */

export interface Envelope {
  status: number;
  code: string;
  message: string;
  data: unknown;
}

export interface ApiSession {
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    data?: unknown,
  ): Promise<Envelope>;
}

/** Calls with the context's cookies and the CSRF token the server last sent; answers the envelope. */
export async function apiSession(api: APIRequestContext): Promise<ApiSession> {
  let csrf = '';
  const call: ApiSession['call'] = async (method, url, data) => {
    const res = await api.fetch(url, {
      method,
      headers: { [CSRF_HEADER]: csrf, 'X-Requested-With': 'XMLHttpRequest' },
      ...(data === undefined ? {} : { data }),
    });
    csrf = res.headers()[CSRF_HEADER.toLowerCase()] ?? csrf;
    // The health check answers plain JSON, not the envelope: only its CSRF header matters.
    const body = (await res.json().catch(() => ({}))) as Partial<Omit<Envelope, 'status'>>;
    return {
      status: res.status(),
      code: body.code ?? '',
      message: body.message ?? '',
      data: body.data ?? null,
    };
  };
  await call('GET', API.system.health);
  return { call };
}

/** Logs an account in (members and company members share the endpoint); fails loudly otherwise. */
export async function loggedIn(
  api: APIRequestContext,
  loginId: string,
  password = MEMBER_PASSWORD,
): Promise<ApiSession> {
  const session = await apiSession(api);
  const login = await session.call('POST', API.session.login, { loginId, password });
  if (login.code !== '001') throw new Error(`login of ${loginId}: ${login.code} ${login.message}`);
  return session;
}

/** A 사업자등록번호 no seeded company has (random first nine digits, the right check digit). */
export function freshBizNo(): string {
  const first9 = `9${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  return `${first9}${String(bizNoCheckDigit(first9))}`;
}

/**
 * A company member of a new company, signed up through EMPLOYER_API.signUp:
 * the login answers 702 until the operator approves it, then 001. Answers
 * the member's logged-in session and the company's name.
 */
export async function approvedCompanyMember(
  companyApi: APIRequestContext,
  opsApi: APIRequestContext,
  companyName: string,
): Promise<{ session: ApiSession; loginId: string; signUpCode: string; pendingCode: string }> {
  const loginId = `hr${Math.random().toString(36).slice(2, 9)}`;
  const anonymous = await apiSession(companyApi);
  const signUp = await anonymous.call('POST', EMPLOYER_API.signUp, {
    loginId,
    password: MEMBER_PASSWORD,
    name: '최인사',
    email: `${loginId}@example.com`,
    mobile: `0108${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    bizNo: freshBizNo(),
    companyName,
    department: '인사팀',
  });
  const pending = await anonymous.call('POST', API.session.login, {
    loginId,
    password: MEMBER_PASSWORD,
  });
  await approveCompany(opsApi, loginId);
  return {
    session: await loggedIn(companyApi, loginId),
    loginId,
    signUpCode: signUp.code,
    pendingCode: pending.code,
  };
}

/** The journey's own operator signs in (enrolling TOTP on the way) and approves `loginId`. */
async function approveCompany(opsApi: APIRequestContext, loginId: string): Promise<void> {
  const approver = inject('approver');
  const ops = await apiSession(opsApi);
  const credentials = { loginId: approver.loginId, password: approver.password };
  const first = await ops.call('POST', OPS_API.login, credentials);
  const enrol = first.data as { state: string; secret?: string };
  if (enrol.state !== 'enrol' || !enrol.secret) {
    throw new Error(`operator sign-in: ${first.code} ${first.message}`);
  }
  const otp = new TOTP({ secret: Secret.fromBase32(enrol.secret) }).generate();
  const signedIn = await ops.call('POST', OPS_API.login, { ...credentials, otp });
  if ((signedIn.data as { state?: string } | null)?.state !== 'signed-in') {
    throw new Error(`operator TOTP: ${signedIn.code} ${signedIn.message}`);
  }
  const found = await ops.call(
    'GET',
    withQuery(OPS_API.members, { q: loginId, role: 'company', status: 'pending' }),
  );
  const row = (found.data as { items: { userId: string; loginId: string }[] }).items.find(
    (m) => m.loginId === loginId,
  );
  if (!row) throw new Error(`no pending company member ${loginId}: ${found.code}`);
  const approved = await ops.call('POST', OPS_API.approve, { userId: row.userId });
  if (approved.code !== '003') throw new Error(`approval: ${approved.code} ${approved.message}`);
}
