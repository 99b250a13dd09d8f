import { appUser, userConsent } from '../../db/schema';
import type { DemoSeed } from '../../db/seed/demo';
import { hashPassword } from '../../lib/passwords';
import { CONSENT_ITEMS } from '../../db/reference/consents';

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
