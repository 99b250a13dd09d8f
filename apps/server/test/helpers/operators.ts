import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { API, OPS_API, type OpsLoginResult } from '@ilteo/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { createOperator } from '../../src/modules/ops';
import { createClient } from './app';

let serial = 0;

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string, at: Date): string =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: at.getTime() });

/** An operator made as the CLI makes one. */
export async function newOperator(database: DatabaseHandle) {
  serial += 1;
  const loginId = `ops${String(serial)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'operator-console-pass';
  const { userId } = await createOperator(
    database.db,
    { loginId, name: '운영자', password },
    { ip: 'cli' },
  );
  return { userId, loginId, password };
}

/** A browser-like client at the console's sign-in. */
export async function consoleClient(app: FastifyInstance) {
  const client = createClient(app);
  await client.get(API.system.health);
  const login = (body: { loginId: string; password: string; otp?: string }) =>
    client.post<OpsLoginResult>(OPS_API.login, {
      payload: body,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
  return { client, login };
}

/** An operator signed in at the console: enrolled on the first sign-in, then in with its code. */
export async function signedInOperator(
  app: FastifyInstance,
  database: DatabaseHandle,
  now: () => Date,
) {
  const operator = await newOperator(database);
  const { client, login } = await consoleClient(app);
  const enrol = await login(operator);
  if (enrol.body.data.state !== 'enrol') throw new Error(`no enrolment: ${enrol.body.code}`);
  const secret = enrol.body.data.secret;
  const res = await login({ ...operator, otp: totpCode(secret, now()) });
  if (res.body.code !== '001') throw new Error(`operator login failed: ${res.body.code}`);
  return { ...operator, secret, client };
}
