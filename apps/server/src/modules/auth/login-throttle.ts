import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export interface ThrottlePolicy {
  /** Failures in a row before each delay starts. */
  failuresPerStep: number;
  /** The first delay; each later step doubles it, up to maxDelaySeconds. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A key quiet this long starts counting from zero again. */
  forgetAfterSeconds: number;
}

/** Decision 0021: 1, 2, 4 … 60 minutes after every fifth failure; forgotten after a quiet day. */
export const DEFAULT_THROTTLE: ThrottlePolicy = {
  failuresPerStep: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** The throttle key of a login id tried from a device that never logged in to it. */
export const accountKey = (loginId: string) => `account:${loginId.toLowerCase()}`;
/** The throttle key of a trusted device (its device-cookie nonce). */
export const deviceKey = (nonce: string) => `device:${nonce}`;

/** The delay after the `step`-th run of failures (1-based). */
export function delaySeconds(policy: ThrottlePolicy, step: number): number {
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (step - 1));
}

/**
 * Growing delays on failed logins, shared by every API node through
 * PostgreSQL. Nothing here ever locks an account: a key is only told to
 * wait, and the keys of a member's own devices are separate from a
 * stranger's guesses (OWASP "Slow down online guessing attacks with device
 * cookies").
 */
export function createLoginThrottle(db: Database, policy: ThrottlePolicy = DEFAULT_THROTTLE) {
  return {
    /** Until when this key must wait, or null when it may try now. */
    async blockedUntil(key: string, now = new Date()): Promise<Date | null> {
      const [row] = await db
        .select({ blockedUntil: loginThrottle.blockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
        .limit(1);
      const until = row?.blockedUntil;
      return until && until.getTime() > now.getTime() ? until : null;
    },

    /** Counts a failure; every `failuresPerStep`-th failure in a row starts a longer wait. */
    async recordFailure(key: string): Promise<{ failures: number; blockedUntil: Date | null }> {
      const [row] = await selectRows<{ failures: number }>(
        db,
        sql`insert into login_throttle (key, failures, last_failure_at)
            values (${key}, 1, now())
            on conflict (key) do update set
              failures = case
                when login_throttle.last_failure_at < now() - make_interval(secs => ${policy.forgetAfterSeconds})
                then 1 else login_throttle.failures + 1 end,
              last_failure_at = now()
            returning failures`,
      );
      const failures = row?.failures ?? 1;
      if (failures % policy.failuresPerStep !== 0) return { failures, blockedUntil: null };
      const seconds = delaySeconds(policy, failures / policy.failuresPerStep);
      const [blocked] = await db
        .update(loginThrottle)
        .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(eq(loginThrottle.key, key))
        .returning({ blockedUntil: loginThrottle.blockedUntil });
      return { failures, blockedUntil: blocked?.blockedUntil ?? null };
    },

    /** Forgets keys that are quiet and no longer waiting (the hourly clean-up). */
    async purge(): Promise<void> {
      await db.execute(
        sql`delete from login_throttle
            where last_failure_at < now() - make_interval(secs => ${policy.forgetAfterSeconds})
              and (blocked_until is null or blocked_until < now())`,
      );
    },

    /** Forgets a key (its owner logged in, or reset the password by mail). */
    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
