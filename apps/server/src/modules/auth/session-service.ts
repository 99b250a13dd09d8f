import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { SESSION } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { appUser, pushToken, refreshToken } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter, type RateLimit } from '../../lib/rate-counter';
import { verifyPassword } from '../../lib/passwords';
import { recordAuthEvent, type RequestOrigin } from './audit';
import type { TrustedDevice } from './cookies';
import { accountKey, createLoginThrottle, deviceKey, type ThrottlePolicy } from './login-throttle';
import { hashToken, newOpaqueToken, type AccessClaims, type AccessTokens } from './tokens';
import { userRepository, type UserRecord } from './user-repository';

export interface SessionTokens {
  access: string;
  refresh: string;
}

export interface LoginLimits {
  perIp: RateLimit;
  throttle: ThrottlePolicy;
}

const minutesUntil = (until: Date) =>
  Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

/** The same words whether the id exists or not (429, code 202). */
const tooManyAttempts = (minutes: number) =>
  rejected.tooManyRequests(
    `로그인 시도가 너무 많습니다. ${String(minutes)}분 후에 다시 시도하거나, ` +
      '이 아이디로 로그인한 적이 있는 기기에서 로그인해 주세요. ' +
      '비밀번호가 기억나지 않으면 비밀번호 찾기를 이용해 주세요.',
  );

/**
 * 703 for an account an operator locked or did not approve, 702 for a
 * company member still awaiting approval (decision 0026).
 */
export function refuseClosedAccount(user: UserRecord): void {
  if (user.status === 'locked' || user.status === 'rejected') throw new AppError('ACCOUNT_LOCKED');
  if (user.status === 'pending') throw new AppError('AWAITING_APPROVAL');
}

/** Operators never sign in without their second factor, so not here. */
const operatorElsewhere = () =>
  new AppError('PERMISSION_DENIED', {
    message: '운영자 계정은 운영 콘솔(/ops)에서 로그인해 주세요.',
  });

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * How long the browser that spent a refresh token may present it again
 * while the token issued for it is still unused: the answer carrying the
 * new token was lost (the page navigated away mid-refresh, the network
 * dropped), and the browser still holds the spent one. Decision 0011.
 */
const RETRY_SECONDS = 30;

/**
 * Logins, refresh-token rotation with replay detection, and logouts.
 * A login starts a token family; each refresh spends one token and issues
 * its successor; a spent token presented again revokes the family, unless
 * it is the spending browser's retry of an answer it never received.
 */
export function createSessionService(
  db: Database,
  accessTokens: AccessTokens,
  limits: LoginLimits,
) {
  const throttle = createLoginThrottle(db, limits.throttle);
  async function issue(
    tx: Transaction | Database,
    user: UserRecord,
    familyId: string,
    userAgent: string | undefined,
  ): Promise<SessionTokens> {
    const refresh = newOpaqueToken();
    await tx.insert(refreshToken).values({
      tokenHash: refresh.hash,
      familyId,
      userId: user.userId,
      sessionVersion: user.sessionVersion,
      expiresAt: addSeconds(new Date(), SESSION.refreshTokenSeconds),
      userAgent: userAgent ?? null,
    });
    const access = await accessTokens.sign({
      userId: user.userId,
      loginId: user.loginId,
      sessionVersion: user.sessionVersion,
      familyId,
    });
    return { access, refresh: refresh.raw };
  }

  /**
   * The hash of the token issued for `spent`, when presenting `spent` again
   * is a retry of a lost answer: the same browser, within RETRY_SECONDS of
   * the spend, and that token never used. Otherwise undefined: a replay.
   */
  async function lostSuccessor(
    tx: Transaction,
    spent: typeof refreshToken.$inferSelect,
    browser: string,
  ): Promise<string | undefined> {
    const { usedAt, spentBy, replacedBy } = spent;
    if (!usedAt || !replacedBy || spentBy !== browser) return undefined;
    if (Date.now() - usedAt.getTime() > RETRY_SECONDS * 1000) return undefined;
    const [successor] = await tx
      .select({ usedAt: refreshToken.usedAt, revokedAt: refreshToken.revokedAt })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, replacedBy))
      .for('update');
    return successor && !successor.usedAt && !successor.revokedAt ? replacedBy : undefined;
  }

  async function revokeFamily(tx: Transaction | Database, familyId: string): Promise<void> {
    await tx
      .update(refreshToken)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
    await tx.delete(pushToken).where(eq(pushToken.familyId, familyId));
  }

  /**
   * The password step every login shares (decision 0021). Failures never
   * lock an account: a device that has logged in to this member before is
   * throttled on its own, every other device shares the login id's growing
   * delays, and an unknown id is counted and answered exactly like a wrong
   * password. Answers the member and the throttle key the attempt counts on.
   */
  async function checkPassword(
    loginId: string,
    password: string,
    origin: RequestOrigin,
    device: TrustedDevice | null,
  ): Promise<{ user: UserRecord; key: string }> {
    const ipLimit = await hitRateCounter(db, `login:ip:${origin.ip}`, limits.perIp);
    if (!ipLimit.allowed) throw tooManyAttempts(Math.ceil(ipLimit.retryAfterSeconds / 60));

    const user = await userRepository.findByLoginId(db, loginId);
    const trusted =
      device !== null &&
      user?.userId === device.userId &&
      (await throttle.blockedUntil(deviceKey(device.nonce))) === null;
    const key = trusted ? deviceKey(device.nonce) : accountKey(loginId);
    if (!trusted) {
      const until = await throttle.blockedUntil(key);
      if (until) throw tooManyAttempts(minutesUntil(until));
    }

    // Always verify (a dummy hash for unknown ids), so timing does not reveal which ids exist.
    const passwordOk = await verifyPassword(user?.passwordHash, password);
    if (!user || user.status === 'withdrawn' || !passwordOk) {
      await countFailure(key, origin, user?.userId ?? null, {
        device: trusted ? 'trusted' : 'other',
      });
      throw new AppError('LOGIN_MISMATCH');
    }
    return { user, key };
  }

  /**
   * A failed attempt on `key`: a wrong password, or a wrong second factor
   * after the right one (the operator's TOTP), which counts the same.
   */
  async function countFailure(
    key: string,
    origin: RequestOrigin,
    userId: string | null,
    detail: Record<string, string>,
  ): Promise<void> {
    const { failures } = await throttle.recordFailure(key);
    await recordAuthEvent(db, 'login-failed', origin, userId, { attempt: failures, ...detail });
  }

  /** Starts the session of a login whose every factor passed, and clears its throttle key. */
  async function startSession(
    user: UserRecord,
    key: string,
    origin: RequestOrigin,
  ): Promise<SessionTokens> {
    const tokens = await db.transaction(async (tx) => {
      // Spent and expired tokens of this member are no longer needed for replay detection.
      await tx
        .delete(refreshToken)
        .where(and(eq(refreshToken.userId, user.userId), lt(refreshToken.expiresAt, new Date())));
      await recordAuthEvent(tx, 'login', origin, user.userId);
      return issue(tx, user, randomUUID(), origin.userAgent);
    });
    // The owner got in from here: this device's (or this new device's) count starts afresh.
    await throttle.clear(key);
    return tokens;
  }

  return {
    accessTokens,
    throttle,

    checkPassword,
    countFailure,
    startSession,

    /**
     * A member's password login. 703 and 702 are told only to someone who
     * knows the password; an operator signs in at the console, with TOTP.
     */
    async login(
      loginId: string,
      password: string,
      origin: RequestOrigin,
      device: TrustedDevice | null,
    ): Promise<{ user: UserRecord; tokens: SessionTokens }> {
      const { user, key } = await checkPassword(loginId, password, origin, device);
      refuseClosedAccount(user);
      if (user.role === 'operator') throw operatorElsewhere();
      return { user, tokens: await startSession(user, key, origin) };
    },

    /**
     * Logs in a member someone else already authenticated (SNS login,
     * decision 0012): the same status checks, audit and token family as a
     * password login. A withdrawn member is the caller's to treat as unknown.
     */
    async loginUser(
      user: UserRecord,
      origin: RequestOrigin,
      detail?: Record<string, string>,
    ): Promise<SessionTokens> {
      if (user.status === 'withdrawn') throw new AppError('LOGIN_MISMATCH');
      refuseClosedAccount(user);
      if (user.role === 'operator') throw operatorElsewhere();
      return db.transaction(async (tx) => {
        await tx
          .delete(refreshToken)
          .where(and(eq(refreshToken.userId, user.userId), lt(refreshToken.expiresAt, new Date())));
        await recordAuthEvent(tx, 'login', origin, user.userId, detail);
        return issue(tx, user, randomUUID(), origin.userAgent);
      });
    },

    /**
     * Spends a refresh token for a new pair. 403: none given; 402: expired
     * or unknown; 404: replayed (the family is revoked) or the member changed.
     */
    async refresh(
      raw: string | undefined,
      origin: RequestOrigin,
      browser: string,
    ): Promise<{ user: UserRecord; tokens: SessionTokens }> {
      if (!raw) throw new AppError('LOGIN_REQUIRED');
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshToken)
          .where(eq(refreshToken.tokenHash, hashToken(raw)))
          .for('update');
        if (!row) return { error: 'LOGIN_EXPIRED' as const };
        if (row.revokedAt) return { error: 'LOGIN_CHANGED' as const };
        if (row.usedAt) {
          const lost = await lostSuccessor(tx, row, browser);
          if (!lost) {
            await revokeFamily(tx, row.familyId);
            await recordAuthEvent(tx, 'refresh-replay', origin, row.userId);
            return { error: 'LOGIN_CHANGED' as const };
          }
          // Never delivered, so never usable: retired, and the spend is answered again.
          await tx
            .update(refreshToken)
            .set({ revokedAt: new Date() })
            .where(eq(refreshToken.tokenHash, lost));
          await recordAuthEvent(tx, 'refresh-retry', origin, row.userId);
        }
        if (row.expiresAt.getTime() <= Date.now()) return { error: 'LOGIN_EXPIRED' as const };
        const user = await userRepository.findById(tx, row.userId);
        if (!user || user.status !== 'active' || user.sessionVersion !== row.sessionVersion) {
          await revokeFamily(tx, row.familyId);
          return { error: 'LOGIN_CHANGED' as const };
        }
        const tokens = await issue(tx, user, row.familyId, origin.userAgent);
        await tx
          .update(refreshToken)
          // A retry keeps the first spend's time, so retries cannot stretch the window.
          .set({
            usedAt: row.usedAt ?? new Date(),
            spentBy: browser,
            replacedBy: hashToken(tokens.refresh),
          })
          .where(eq(refreshToken.tokenHash, row.tokenHash));
        return { error: undefined, user, tokens };
      });
      if (outcome.error !== undefined) throw new AppError(outcome.error);
      return outcome;
    },

    /** Ends the session of this refresh token (its whole family) and forgets its push tokens. */
    async logout(raw: string | undefined, origin: RequestOrigin): Promise<void> {
      if (!raw) return;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ familyId: refreshToken.familyId, userId: refreshToken.userId })
          .from(refreshToken)
          .where(eq(refreshToken.tokenHash, hashToken(raw)));
        if (!row) return;
        await revokeFamily(tx, row.familyId);
        await recordAuthEvent(tx, 'logout', origin, row.userId);
      });
    },

    /**
     * Ends every session of a member (password change, reset, withdrawal) by
     * moving the session version on; optionally keeps one family alive.
     */
    async endAllSessions(tx: Transaction, userId: string, keepFamilyId?: string): Promise<number> {
      const [row] = await tx
        .update(appUser)
        .set({ sessionVersion: sql`${appUser.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(appUser.userId, userId))
        .returning({ sessionVersion: appUser.sessionVersion });
      const others = keepFamilyId
        ? and(eq(refreshToken.userId, userId), ne(refreshToken.familyId, keepFamilyId))
        : eq(refreshToken.userId, userId);
      await tx
        .update(refreshToken)
        .set({ revokedAt: new Date() })
        .where(and(others, isNull(refreshToken.revokedAt)));
      if (keepFamilyId) {
        // The session that made the change carries on under the new version.
        await tx
          .update(refreshToken)
          .set({ sessionVersion: row?.sessionVersion ?? 1 })
          .where(and(eq(refreshToken.familyId, keepFamilyId), isNull(refreshToken.revokedAt)));
      }
      return row?.sessionVersion ?? 1;
    },

    /** The current member of a valid access token, or why not (404: logged out, changed, withdrawn or locked). */
    async currentUser(claims: AccessClaims): Promise<UserRecord> {
      const found = await userRepository.findSessionUser(db, claims.userId, claims.familyId);
      const user = found?.user;
      if (
        !found?.live ||
        !user ||
        user.status !== 'active' ||
        user.sessionVersion !== claims.sessionVersion
      ) {
        throw new AppError('LOGIN_CHANGED');
      }
      return user;
    },

    /** A fresh access token for the same session (the hybrid app's native layer). */
    async accessTokenFor(user: UserRecord, familyId: string): Promise<string> {
      return accessTokens.sign({
        userId: user.userId,
        loginId: user.loginId,
        sessionVersion: user.sessionVersion,
        familyId,
      });
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
