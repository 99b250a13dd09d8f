import type {
  AccountStatus,
  OperatorAction,
  OpsAuditEntry,
  OpsMember,
  Role,
} from '@ilteo/contract';
import type { AccountRow, AuditRow, ListedAccountRow } from './repository';

/** What the console shows of an account: never a password hash, CI/DI or address. */
export const presentMember = (row: AccountRow | ListedAccountRow): OpsMember => ({
  userId: row.userId,
  loginId: row.loginId,
  name: row.name,
  email: row.email,
  role: row.role as Role,
  status: row.status as AccountStatus,
  createdAt: row.createdAt.toISOString(),
  lockedAt: row.lockedAt?.toISOString() ?? null,
  company:
    'companyName' in row && row.companyName
      ? { name: row.companyName, bizNo: row.bizNo ?? '' }
      : null,
});

/** The `status` a before/after snapshot holds, if any. */
function statusOf(snapshot: unknown): string | null {
  if (typeof snapshot !== 'object' || snapshot === null || !('status' in snapshot)) return null;
  const status = snapshot.status;
  return typeof status === 'string' ? status : null;
}

export const presentAuditEntry = (row: AuditRow): OpsAuditEntry => ({
  id: String(row.actionId),
  at: row.at.toISOString(),
  operatorLoginId: row.operatorLoginId,
  action: row.action as OperatorAction,
  targetLoginId: row.targetLoginId,
  reason: row.reason,
  before: statusOf(row.before),
  after: statusOf(row.after),
  ip: row.ip,
});
