import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { appUser, passwordReset } from '../../db/schema';
import { rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { seoulDate } from '../../lib/seoul-date';
import {
  presentSignUpType,
  recordAuthEvent,
  type RequestOrigin,
  type SessionService,
  accountKey,
  hashToken,
  newOpaqueToken,
  userRepository,
} from '../auth';
import type { IdentityService } from '../identity';
import type { MailService } from '../mail';

export const RESET_REQUESTED_MESSAGE =
  '입력하신 정보와 일치하는 계정이 있으면 비밀번호 재설정 메일을 보냈습니다. 메일함을 확인해 주세요.';

/**
 * Account recovery: the login id after identity verification, and password
 * reset through a single-use link mailed to the member's address (30
 * minutes; at most 5 mails per address per 30 minutes). A reset also
 * unlocks a locked account and ends every session.
 */
export function createRecoveryService(deps: {
  db: Database;
  identity: IdentityService;
  mail: MailService;
  sessions: SessionService;
  publicOrigin: string;
}) {
  const { db } = deps;
  return {
    async findLoginId(requestId: string, browserBinding: string) {
      const user = await db.transaction(async (tx) => {
        const person = await deps.identity.consume(tx, requestId, 'find-id', browserBinding);
        const [row] = await tx
          .select()
          .from(appUser)
          .where(and(eq(appUser.ci, person.ci), ne(appUser.status, 'withdrawn')))
          .limit(1);
        return row;
      });
      if (!user)
        throw rejected.notFound(
          '본인인증 정보와 일치하는 회원이 없습니다. 회원가입을 진행해 주세요.',
        );
      return {
        loginId: user.loginId,
        signUpType: presentSignUpType(user),
        joinedOn: seoulDate(user.createdAt),
      };
    },

    async requestReset(loginId: string, email: string, origin: RequestOrigin): Promise<void> {
      const limit = await hitRateCounter(db, `reset:email:${email.toLowerCase()}`, {
        max: SESSION.maxResetMails,
        windowSeconds: SESSION.resetMailWindowSeconds,
      });
      if (!limit.allowed) {
        throw rejected.tooManyRequests(
          '비밀번호 재설정 요청이 너무 많습니다. 30분 뒤에 다시 시도해 주세요.',
        );
      }
      const user = await userRepository.findByLoginId(db, loginId);
      const matches =
        user &&
        user.status === 'active' &&
        user.email !== null &&
        user.email.toLowerCase() === email.toLowerCase();
      // Same answer either way, so the form does not reveal which ids or addresses exist.
      if (!matches) {
        await recordAuthEvent(db, 'password-reset', origin, null, {
          step: 'request',
          matched: false,
        });
        return;
      }
      const token = newOpaqueToken();
      await db.insert(passwordReset).values({
        tokenHash: token.hash,
        userId: user.userId,
        expiresAt: new Date(Date.now() + SESSION.passwordResetSeconds * 1000),
      });
      // To the address on file, not the one typed: they match, but only the stored one was verified by use.
      await deps.mail.sendPasswordReset(user.email ?? email, {
        name: user.name,
        link: `${deps.publicOrigin}/findAccount?resetToken=${encodeURIComponent(token.raw)}`,
        expiresInMinutes: SESSION.passwordResetSeconds / 60,
      });
      await recordAuthEvent(db, 'password-reset', origin, user.userId, {
        step: 'request',
        matched: true,
      });
    },

    async resetPassword(
      rawToken: string,
      newPassword: string,
      origin: RequestOrigin,
    ): Promise<void> {
      const loginId = await db.transaction(async (tx) => {
        const [reset] = await tx
          .select()
          .from(passwordReset)
          .where(
            and(
              eq(passwordReset.tokenHash, hashToken(rawToken)),
              isNull(passwordReset.usedAt),
              gt(passwordReset.expiresAt, sql`now()`),
            ),
          )
          .for('update');
        const user = reset ? await userRepository.findById(tx, reset.userId) : undefined;
        if (!reset || !user || user.status === 'withdrawn') {
          throw rejected.badRequest(
            '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해 주세요.',
          );
        }
        const problem = passwordProblem(newPassword, {
          loginId: user.loginId,
          email: user.email ?? undefined,
        });
        if (problem) throw rejected.field('newPassword', problem);
        await userRepository.update(tx, user.userId, {
          passwordHash: await hashPassword(newPassword),
          passwordChangedAt: new Date(),
        });
        // Every link of this member dies with the one used.
        await tx
          .update(passwordReset)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordReset.userId, user.userId), isNull(passwordReset.usedAt)));
        await deps.sessions.endAllSessions(tx, user.userId);
        await recordAuthEvent(tx, 'password-reset', origin, user.userId, { step: 'done' });
        return user.loginId;
      });
      // The owner proved the mailbox: guesses from elsewhere no longer slow them down.
      await deps.sessions.throttle.clear(accountKey(loginId));
    },
  };
}
