import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appUser, refreshToken, userConsent } from '../db/schema';
import type { DemoSeed } from './demo-seed';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { recordAuthEvent, userRepository } from '../modules/auth';
import { CONSENT_ITEMS } from '../db/reference/consents';

/** The demo job seeker named in the README. */
export const DEMO_ACCOUNT = {
  loginId: 'demo',
  password: 'ilteo-demo-2026',
  name: '김일터',
} as const;

export const demoAccountSeed: DemoSeed = {
  name: 'demo-job-seeker',
  async run(tx) {
    const [user] = await tx
      .insert(appUser)
      .values({
        loginId: DEMO_ACCOUNT.loginId,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
        name: DEMO_ACCOUNT.name,
        email: 'demo@example.com',
        mobile: '01000000000',
        birthDate: '1998-03-15',
        gender: 'F',
        status: 'active',
        passwordChangedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ userId: appUser.userId });
    if (!user) return;
    await tx.insert(userConsent).values(
      CONSENT_ITEMS.map((c) => ({
        userId: user.userId,
        code: c.code,
        version: c.version,
        agreed: c.required,
      })),
    );
  },
};

/**
 * Production without UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION: a demo member
 * left over from an earlier start (SEED_DEMO used to default to true) still
 * opens with the password the README publishes. It is locked (703) and its
 * sessions end, rather than refusing to start: the site stays up and the
 * known password stops working at once (decision 0021). A member named
 * `demo` with any other password is someone's real account and is left alone.
 * `account` names another published demo login (demo-company) to lock alike.
 */
export async function lockPublishedDemoAccount(
  db: Database,
  account: { loginId: string; password: string } = DEMO_ACCOUNT,
): Promise<boolean> {
  const user = await userRepository.findByLoginId(db, account.loginId);
  if (!user || user.status !== 'active') return false;
  if (!(await verifyPassword(user.passwordHash, account.password))) return false;
  await db.transaction(async (tx) => {
    await userRepository.update(tx, user.userId, {
      status: 'locked',
      lockedAt: new Date(),
      sessionVersion: user.sessionVersion + 1,
    });
    await tx
      .update(refreshToken)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshToken.userId, user.userId), isNull(refreshToken.revokedAt)));
    await recordAuthEvent(tx, 'lock', { ip: 'server', userAgent: undefined }, user.userId, {
      reason: 'demo-account-in-production',
    });
  });
  return true;
}
