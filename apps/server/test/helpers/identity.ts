import { API, type IdentityPurpose } from '@ilteo/contract';
import type { createClient } from './app';

type Client = ReturnType<typeof createClient>;

export interface TestPerson {
  name: string;
  /** YYYYMMDD */
  birth: string;
  gender: 'M' | 'F';
  carrier: string;
  mobile: string;
}

let serial = 0;

/** A different adult each call, so CI (derived from the person) never collides by accident. */
export function newPerson(overrides: Partial<TestPerson> = {}): TestPerson {
  serial += 1;
  const tail = String(10_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).slice(-8);
  return {
    name: '김하늘',
    birth: '19970412',
    gender: 'F',
    carrier: 'SKT',
    mobile: `010${tail}`,
    ...overrides,
  };
}

/**
 * Verifies a person through the local identity provider the way a browser
 * window does: start, open the provider page, submit its form (token in the
 * `_csrf` field). Returns the request id, verified and unused.
 */
export async function verifyIdentity(
  client: Client,
  purpose: IdentityPurpose,
  person: TestPerson,
): Promise<string> {
  const started = await client.post<{ requestId: string; authUrl: string }>(
    API.account.identityRequest,
    {
      payload: { purpose },
    },
  );
  if (started.body.code !== '001')
    throw new Error(`identity start failed: ${started.body.message}`);
  const page = await client.get(started.body.data.authUrl);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.raw)?.[1];
  if (!csrf) throw new Error('no _csrf field on the provider page');
  const submitted = await client.post(API.account.identityLocalForm, {
    payload: new URLSearchParams({
      requestId: started.body.data.requestId,
      _csrf: csrf,
      action: 'verify',
      ...person,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    csrf: false,
  });
  if (submitted.status !== 303)
    throw new Error(`identity form refused: ${String(submitted.status)} ${submitted.raw}`);
  return started.body.data.requestId;
}
