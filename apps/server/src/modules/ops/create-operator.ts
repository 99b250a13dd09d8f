import { loginIdSchema, type OperatorFlag } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { appUser } from '../../db/schema';
import { rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { opsRepository } from './repository';

export interface NewOperator {
  loginId: string;
  name: string;
  password: string;
  /** Extra duties (app_user.ops_flags): consultants answer 기업 컨설팅, counsellors the guide chat. */
  flags?: readonly OperatorFlag[];
}

/**
 * Creates an operator account (`npm run ops:create-operator`, decision
 * 0026): the same id and password rules as a sign-up, role `operator`, and
 * an `operator-create` entry in the audit log (by the server: no operator
 * exists yet to have done it). The TOTP app is enrolled at the first
 * sign-in. Bad input is refused with a Korean message; nothing is written.
 */
export async function createOperator(
  db: Database,
  input: NewOperator,
  origin: { ip: string },
): Promise<{ userId: string }> {
  const loginId = loginIdSchema.safeParse(input.loginId);
  if (!loginId.success) throw rejected.badRequest(loginId.error.issues[0]?.message ?? '아이디');
  const name = input.name.trim();
  if (name.length === 0 || name.length > 50) {
    throw rejected.badRequest('이름은 1자 이상 50자 이하로 입력해 주세요.');
  }
  const problem = passwordProblem(input.password, { loginId: loginId.data });
  if (problem) throw rejected.badRequest(problem);
  const passwordHash = await hashPassword(input.password);
  const opsFlags = [...new Set(input.flags ?? [])];
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appUser)
        .values({
          loginId: loginId.data,
          passwordHash,
          name,
          role: 'operator',
          status: 'active',
          opsFlags,
          passwordChangedAt: new Date(),
        })
        .returning({ userId: appUser.userId });
      if (!row) throw new Error('operator not created');
      await opsRepository.appendAudit(tx, {
        operatorId: null,
        action: 'operator-create',
        targetUserId: row.userId,
        targetLoginId: loginId.data,
        after: { status: 'active', role: 'operator', opsFlags },
        ip: origin.ip,
      });
      return row;
    });
  } catch (err) {
    if (uniqueViolation(err)) throw rejected.badRequest('이미 사용 중인 아이디입니다.');
    throw err;
  }
}
