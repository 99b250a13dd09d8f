import { eq } from 'drizzle-orm';
import type { SignUpRequest } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { appUser, socialAccount } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { recordAuthEvent, type RequestOrigin, userRepository } from '../auth';
import type { IdentityService } from '../identity';
import { ageOn } from './age';
import { consentRepository } from './consent-repository';

/**
 * Sign-up: identity verified once (501/503), one account per person (502),
 * a free login id (591), every required consent agreed, a password that
 * passes the policy, and only then, in one transaction, the member.
 */
export function createSignUpService(db: Database, identity: IdentityService) {
  return {
    /** `sns`: an unlinked SNS account this browser brought back (decision 0012), linked here. */
    async signUp(
      input: SignUpRequest,
      browserBinding: string,
      origin: RequestOrigin,
      sns?: { provider: string; subject: string },
    ) {
      const problem = passwordProblem(input.password, {
        loginId: input.loginId,
        email: input.email,
      });
      if (problem) throw rejected.field('password', problem);

      const offered = await consentRepository.current(db);
      const decided = new Map(input.consents.map((c) => [c.code, c]));
      for (const item of offered) {
        const d = decided.get(item.code);
        if (d && d.version !== item.version) {
          throw rejected.field(
            'consents',
            '약관이 바뀌었습니다. 화면을 새로 고친 뒤 다시 동의해 주세요.',
          );
        }
        if (item.required && d?.agreed !== true) {
          throw rejected.field('consents', `필수 항목 '${item.title}'에 동의해 주세요.`);
        }
      }
      if ([...decided.keys()].some((code) => !offered.some((o) => o.code === code))) {
        throw rejected.field('consents', '알 수 없는 동의 항목입니다.');
      }
      if (await userRepository.loginIdTaken(db, input.loginId))
        throw new AppError('LOGIN_ID_TAKEN');

      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const person = await identity.consume(tx, input.requestId, 'signup', browserBinding);
          if (ageOn(person.birthDate) < 14) {
            throw rejected.field('consents', '만 14세 미만은 가입할 수 없습니다.');
          }
          const [existing] = await tx
            .select({ id: appUser.userId })
            .from(appUser)
            .where(eq(appUser.ci, person.ci))
            .limit(1);
          if (existing) throw new AppError('ALREADY_MEMBER');
          const [user] = await tx
            .insert(appUser)
            .values({
              loginId: input.loginId,
              passwordHash,
              name: person.name,
              email: input.email,
              mobile: person.mobile,
              birthDate: person.birthDate,
              gender: person.gender,
              ci: person.ci,
              di: person.di,
              status: 'active',
              ...(sns ? { signUpType: sns.provider } : {}),
              passwordChangedAt: new Date(),
            })
            .returning();
          if (!user) throw new AppError('SERVER_ERROR');
          await consentRepository.decide(
            tx,
            user.userId,
            offered.map((o) => ({
              code: o.code,
              version: o.version,
              agreed: decided.get(o.code)?.agreed ?? false,
            })),
          );
          if (sns) {
            const linked = await tx
              .insert(socialAccount)
              .values({ provider: sns.provider, subject: sns.subject, userId: user.userId })
              .onConflictDoNothing()
              .returning({ userId: socialAccount.userId });
            if (linked.length === 0) {
              throw new AppError('REQUEST_REJECTED', {
                status: 409,
                message:
                  '이미 다른 일터 계정에 연결된 SNS 계정입니다. 그 계정으로 로그인해 주세요.',
              });
            }
          }
          await recordAuthEvent(
            tx,
            'sign-up',
            origin,
            user.userId,
            sns ? { sns: sns.provider } : undefined,
          );
          return { loginId: user.loginId, name: user.name };
        });
      } catch (err) {
        // Two sign-ups racing for one id or one person: the database decides.
        const constraint = uniqueViolation(err);
        if (constraint !== undefined)
          throw new AppError(constraint.includes('ci') ? 'ALREADY_MEMBER' : 'LOGIN_ID_TAKEN');
        throw err;
      }
    },
  };
}
