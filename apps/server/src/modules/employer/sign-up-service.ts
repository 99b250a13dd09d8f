import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { companySignUpSchema } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { appUser, company, companyMember } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { recordAuthEvent, userRepository, type RequestOrigin } from '../auth';

export type CompanySignUp = z.infer<typeof companySignUpSchema>;

/**
 * A company registered with its first member's sign-up has only what the
 * form gives (name, 사업자등록번호); the rest are neutral defaults the company
 * corrects later (decision 0034): 중소기업 (06), 1~4인 (W5), empty industry,
 * address and region. It gets no search document: an account awaiting
 * approval must not put a name into public search.
 */
const NEW_COMPANY_DEFAULTS = {
  companyType: '06',
  sizeCode: 'W5',
  industry: '',
  address: '',
  regionCode: '',
  description: '',
} as const;

async function companyFor(tx: Transaction, input: CompanySignUp): Promise<number> {
  const find = async () => {
    const [row] = await tx
      .select({ companyId: company.companyId })
      .from(company)
      .where(eq(company.bizNo, input.bizNo))
      .limit(1);
    return row?.companyId;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  if (!input.companyName) {
    throw rejected.field(
      'companyName',
      '등록되지 않은 사업자등록번호입니다. 기업명을 함께 입력해 주세요.',
    );
  }
  // Two first sign-ups of one company racing: the unique 사업자등록번호 keeps one row.
  await tx
    .insert(company)
    .values({ name: input.companyName, bizNo: input.bizNo, ...NEW_COMPANY_DEFAULTS })
    .onConflictDoNothing({ target: company.bizNo });
  const created = await find();
  if (created === undefined) throw new AppError('SERVER_ERROR');
  return created;
}

/**
 * 기업회원 가입 (decision 0034): a login id free in any case, a password by
 * the account policy (argon2id), a valid 사업자등록번호 (the schema checks its
 * check digit), linked to the company with that number or registering it.
 * The account is role 'company', status 'pending': login answers 702 until
 * an operator approves it in the console.
 */
export function createCompanySignUpService(db: Database) {
  return {
    async signUp(input: CompanySignUp, origin: RequestOrigin) {
      const problem = passwordProblem(input.password, {
        loginId: input.loginId,
        email: input.email,
      });
      if (problem) throw rejected.field('password', problem);
      if (await userRepository.loginIdTaken(db, input.loginId))
        throw new AppError('LOGIN_ID_TAKEN');
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const companyId = await companyFor(tx, input);
          const [user] = await tx
            .insert(appUser)
            .values({
              loginId: input.loginId,
              passwordHash,
              name: input.name,
              email: input.email,
              mobile: input.mobile,
              role: 'company',
              status: 'pending',
              passwordChangedAt: new Date(),
            })
            .returning({ userId: appUser.userId, loginId: appUser.loginId, name: appUser.name });
          if (!user) throw new AppError('SERVER_ERROR');
          await tx
            .insert(companyMember)
            .values({ userId: user.userId, companyId, department: input.department ?? null });
          await recordAuthEvent(tx, 'sign-up', origin, user.userId, { role: 'company' });
          return { loginId: user.loginId, name: user.name };
        });
      } catch (err) {
        // Two sign-ups racing for one login id: the database decides.
        if (uniqueViolation(err) !== undefined) throw new AppError('LOGIN_ID_TAKEN');
        throw err;
      }
    },
  };
}
