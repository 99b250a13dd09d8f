import type { AccountStatus, OperatorAction } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { RequestOrigin, SessionService, UserRecord } from '../auth';
import { refuseClosedAccount } from '../auth';
import { ensureCompanyPageOf } from '../company-info';
import { opsPolicy } from './policy';
import { opsRepository as repo } from './repository';
import type { Totp } from './totp';

/** One wording for a wrong id, password or code: a guesser learns nothing from which. */
const LOGIN_FAILED = '아이디, 비밀번호 또는 인증 코드가 일치하지 않습니다.';
const loginFailed = () => new AppError('LOGIN_MISMATCH', { message: LOGIN_FAILED });

export type OpsLoginOutcome =
  | { state: 'enrol'; secret: string; uri: string }
  | { state: 'signed-in'; user: UserRecord; tokens: { access: string; refresh: string } };

/** What each console action needs the target's state to be, and what it leaves. */
const TRANSITIONS: Record<
  'member-lock' | 'member-unlock' | 'company-approve' | 'company-reject',
  { from: readonly AccountStatus[]; to: AccountStatus; refused: string }
> = {
  'member-lock': {
    from: ['active'],
    to: 'locked',
    refused: '정상 상태인 회원만 잠글 수 있습니다.',
  },
  'member-unlock': { from: ['locked'], to: 'active', refused: '잠긴 회원이 아닙니다.' },
  'company-approve': {
    from: ['pending', 'rejected'],
    to: 'active',
    refused: '승인 대기 중이거나 거절된 기업회원만 승인할 수 있습니다.',
  },
  'company-reject': {
    from: ['pending'],
    to: 'rejected',
    refused: '승인 대기 중인 기업회원만 거절할 수 있습니다.',
  },
};
const POLICY_ACTION = {
  'member-lock': 'lock',
  'member-unlock': 'unlock',
  'company-approve': 'approve',
  'company-reject': 'reject',
} as const;
export type AccountDecision = keyof typeof TRANSITIONS;

/**
 * The operator console's rules (decision 0026): the operator's sign-in with
 * a TOTP second factor, and the account decisions, each written to the
 * append-only audit log in the transaction that makes it.
 */
export function createOpsService(deps: {
  db: Database;
  sessions: SessionService;
  totp: Totp;
  clock: () => Date;
}) {
  const { db, sessions, totp, clock } = deps;

  /** The right password first (counted like any login), then an operator who is not locked. */
  async function passwordStep(loginId: string, password: string, origin: RequestOrigin) {
    try {
      const checked = await sessions.checkPassword(loginId, password, origin, null);
      refuseClosedAccount(checked.user);
      if (checked.user.role !== 'operator') throw new AppError('PERMISSION_DENIED');
      return checked;
    } catch (err) {
      if (err instanceof AppError && err.key === 'LOGIN_MISMATCH') throw loginFailed();
      throw err;
    }
  }

  return {
    /**
     * Password and TOTP code together. Before the operator's app is
     * enrolled, the right password without a code answers the secret to
     * add (the same one until a code confirms it); with a code, the code
     * of that secret enrols it. A wrong or reused code is refused and
     * counted on the same throttle key as a wrong password.
     */
    async login(
      input: { loginId: string; password: string; otp?: string | undefined },
      origin: RequestOrigin,
    ): Promise<OpsLoginOutcome> {
      const { user, key } = await passwordStep(input.loginId, input.password, origin);
      let row = await repo.findTotp(db, user.userId);
      if (!row?.enrolledAt && !input.otp) {
        if (!row) await repo.savePendingTotp(db, user.userId, totp.seal(totp.newSecret()));
        row = await repo.findTotp(db, user.userId);
        const secret = row ? totp.open(row.sealedSecret) : null;
        if (!secret) throw new AppError('SERVER_ERROR');
        return { state: 'enrol', secret, uri: totp.uri(secret, user.loginId) };
      }
      const secret = row ? totp.open(row.sealedSecret) : null;
      const step = secret && input.otp ? totp.matchStep(secret, input.otp, clock()) : null;
      const enrolling = !row?.enrolledAt;
      if (step === null || !(await repo.spendStep(db, user.userId, step, enrolling))) {
        await sessions.countFailure(key, origin, user.userId, { factor: 'totp' });
        throw loginFailed();
      }
      if (enrolling) {
        await repo.appendAudit(db, {
          operatorId: user.userId,
          action: 'totp-enrol',
          targetUserId: user.userId,
          targetLoginId: user.loginId,
          ip: origin.ip,
          userAgent: origin.userAgent ?? null,
        });
      }
      return { state: 'signed-in', user, tokens: await sessions.startSession(user, key, origin) };
    },

    /**
     * Locks, unlocks, approves or rejects an account: the policy decides
     * whether this operator may act on it (102), its state whether the
     * action applies (400); the change and its audit entry commit together.
     */
    async decide(
      operator: { actor: Actor; userId: string },
      action: AccountDecision,
      target: { userId: string; reason?: string | undefined },
      origin: RequestOrigin,
    ): Promise<void> {
      const rule = TRANSITIONS[action];
      await db.transaction(async (tx) => {
        const account = await repo.findAccount(tx, target.userId, true);
        if (!account) throw rejected.notFound('회원을 찾을 수 없습니다.');
        opsPolicy.authorize(operator.actor, POLICY_ACTION[action], account);
        if (!(rule.from as readonly string[]).includes(account.status)) {
          throw rejected.badRequest(rule.refused);
        }
        await repo.setStatus(tx, account.userId, rule.to);
        // An approved company is a public company: its page exists from now on (decision 0035).
        if (action === 'company-approve') await ensureCompanyPageOf(tx, account.userId);
        await repo.appendAudit(tx, {
          operatorId: operator.userId,
          action: action satisfies OperatorAction,
          targetUserId: account.userId,
          targetLoginId: account.loginId,
          reason: target.reason ?? null,
          before: { status: account.status },
          after: { status: rule.to },
          ip: origin.ip,
          userAgent: origin.userAgent ?? null,
        });
      });
    },
  };
}
export type OpsService = ReturnType<typeof createOpsService>;
