import { rejected } from '../../http/errors';
import { eq } from 'drizzle-orm';
import type { UserProfile } from '@ilteo/contract';
import type { Database } from '../../db/client';
import {
  appUser,
  contentInterest,
  identityRequest,
  passwordReset,
  pushToken,
  refreshToken,
  socialAccount,
  userConsent,
} from '../../db/schema';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { seoulDate } from '../../lib/seoul-date';
import {
  presentSignUpType,
  recordAuthEvent,
  type RequestOrigin,
  type SessionService,
  userRepository,
  type UserRecord,
} from '../auth';
import { consentRepository } from './consent-repository';
import type { WithdrawalHooks } from './withdrawal-hooks';

export const WITHDRAWN_NAME = '탈퇴한 회원';

/** The member's own profile: read, change contact, address, password, consents; withdraw. */
export function createProfileService(
  db: Database,
  sessions: SessionService,
  withdrawalHooks: Pick<WithdrawalHooks, 'run'>,
) {
  async function checkPassword(user: UserRecord, password: string, field: string) {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw rejected.field(field, '현재 비밀번호가 일치하지 않습니다.');
    }
  }

  return {
    async profile(user: UserRecord): Promise<UserProfile> {
      const consents = await consentRepository.ofUser(db, user.userId);
      return {
        loginId: user.loginId,
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        birthDate: user.birthDate,
        signUpType: presentSignUpType(user),
        zipCode: user.zipCode,
        address: user.address,
        addressDetail: user.addressDetail,
        consents: consents.map((c) => ({ ...c, decidedAt: c.decidedAt.toISOString() })),
        joinedOn: seoulDate(user.createdAt),
      };
    },

    async updateContact(
      user: UserRecord,
      input: { currentPassword: string; email: string; mobile: string },
    ) {
      await checkPassword(user, input.currentPassword, 'currentPassword');
      await userRepository.update(db, user.userId, { email: input.email, mobile: input.mobile });
    },

    async updateAddress(
      user: UserRecord,
      input: { zipCode: string; address: string; addressDetail: string },
    ) {
      await userRepository.update(db, user.userId, input);
    },

    /** Changes the password and ends every other session; returns the member as it now is. */
    async changePassword(
      user: UserRecord,
      familyId: string,
      input: { currentPassword: string; newPassword: string },
      origin: RequestOrigin,
    ): Promise<UserRecord> {
      await checkPassword(user, input.currentPassword, 'currentPassword');
      const problem = passwordProblem(input.newPassword, {
        loginId: user.loginId,
        email: user.email ?? undefined,
      });
      if (problem) throw rejected.field('newPassword', problem);
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        await userRepository.update(tx, user.userId, {
          passwordHash,
          passwordChangedAt: new Date(),
        });
        const sessionVersion = await sessions.endAllSessions(tx, user.userId, familyId);
        await recordAuthEvent(tx, 'password-change', origin, user.userId);
        return { ...user, passwordHash, sessionVersion };
      });
    },

    /** Optional consents only; a required one is withdrawn by leaving (PIPA: optional never conditions service). */
    async updateConsents(user: UserRecord, decisions: { code: string; agreed: boolean }[]) {
      const offered = await consentRepository.current(db);
      const changes = decisions.map((d) => {
        const item = offered.find((o) => o.code === d.code);
        if (!item) throw rejected.field('decisions', '알 수 없는 동의 항목입니다.');
        if (item.required)
          throw rejected.field('decisions', `필수 항목 '${item.title}'은 바꿀 수 없습니다.`);
        return { code: item.code, version: item.version, agreed: d.agreed };
      });
      await consentRepository.decide(db, user.userId, changes);
    },

    /**
     * Withdrawal (PIPA art. 21): the password again, then at once every
     * session ends and the personal data is erased. The row stays with a
     * neutral name so what the member wrote remains, by a withdrawn member.
     */
    async withdraw(user: UserRecord, password: string, origin: RequestOrigin): Promise<void> {
      await checkPassword(user, password, 'password');
      await db.transaction(async (tx) => {
        await tx
          .update(appUser)
          .set({
            loginId: `withdrawn:${user.userId}`,
            passwordHash: null,
            name: WITHDRAWN_NAME,
            email: null,
            mobile: null,
            birthDate: null,
            gender: null,
            ci: null,
            di: null,
            zipCode: null,
            address: null,
            addressDetail: null,
            status: 'withdrawn',
            lockedAt: null,
            withdrawnAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(appUser.userId, user.userId));
        await sessions.endAllSessions(tx, user.userId);
        // Revoked, not deleted: a device that still holds one is told the member changed (404).
        await tx
          .update(refreshToken)
          .set({ userAgent: null })
          .where(eq(refreshToken.userId, user.userId));
        for (const table of [
          pushToken,
          socialAccount,
          userConsent,
          passwordReset,
          contentInterest,
        ]) {
          await tx.delete(table).where(eq(table.userId, user.userId));
        }
        if (user.ci) await tx.delete(identityRequest).where(eq(identityRequest.ci, user.ci));
        await withdrawalHooks.run(tx, user.userId, new Date());
        await recordAuthEvent(tx, 'withdraw', origin, user.userId);
      });
    },
  };
}
