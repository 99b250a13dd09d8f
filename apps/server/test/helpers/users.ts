import { API } from '@ilteo/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { appUser } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { createClient } from './app';

let serial = 0;

/** A member written straight to the database, as sign-up would leave it. */
export async function createUser(
  database: DatabaseHandle,
  overrides: Partial<typeof appUser.$inferInsert> & { password?: string } = {},
) {
  serial += 1;
  const { password = 'correct-horse-battery', ...values } = overrides;
  const loginId =
    values.loginId ?? `member${String(serial)}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await database.db
    .insert(appUser)
    .values({
      loginId,
      passwordHash: await hashPassword(password),
      name: '홍길동',
      email: `${loginId}@example.com`,
      mobile: '01012345678',
      birthDate: '1995-05-05',
      status: 'active',
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return { ...row, password };
}

/** A browser-like client that has logged in. */
export async function loggedInClient(app: FastifyInstance, loginId: string, password: string) {
  const client = createClient(app);
  await client.get(API.system.health);
  const res = await client.post(API.session.login, {
    payload: { loginId, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (res.body.code !== '001')
    throw new Error(`login failed: ${res.body.code} ${res.body.message}`);
  return client;
}
