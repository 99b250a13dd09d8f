import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_LIMITS } from '@ilteo/contract';
import { resume } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { completeContent, createResume, saveResume } from '../helpers/resumes';
import { createUser, loggedInClient } from '../helpers/users';

/**
 * Saves of one member queue on their account row: concurrent requests
 * cannot pass the 10-résumé limit together nor make two 대표.
 */
describe.each(DATABASE_KINDS)('résumé writes racing (%s)', (kind) => {
  let t: TestApp;

  async function member() {
    const user = await createUser(t.database);
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  }
  const rows = (memberId: string) =>
    t.database.db.select().from(resume).where(eq(resume.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lets exactly one of five concurrent saves take the last place', async () => {
    const { user, client } = await member();
    for (let i = 1; i < RESUME_LIMITS.perMember; i++) {
      await createResume(client, completeContent(`이력서 ${String(i)}`));
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => saveResume(client, completeContent(`경쟁 ${String(i)}`))),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual(['002', '202', '202', '202', '202']);
    expect(await rows(user.userId)).toHaveLength(RESUME_LIMITS.perMember);
  });

  it('makes exactly one 대표 when a new member’s first saves race', async () => {
    const { user, client } = await member();
    const results = await Promise.all(
      Array.from({ length: 3 }, () => saveResume(client, completeContent())),
    );
    expect(results.map((r) => r.body.code)).toEqual(['002', '002', '002']);
    expect((await rows(user.userId)).filter((r) => r.isPrimary)).toHaveLength(1);
  });
});
