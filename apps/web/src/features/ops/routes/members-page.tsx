import {
  ACCOUNT_STATUSES,
  ACCOUNT_STATUS_LABELS,
  ROLE_LABELS,
  type AccountStatus,
  type OpsMember,
  type OpsMemberQuery,
} from '@ilteo/contract';
import { useState } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { useDecideAccount } from '../api/decide-account';
import { useMembers } from '../api/get-members';
import { seoulDateTime } from '../components/format';
import { ReasonForm } from '../components/reason-form';
import { OpsTable } from '../components/ops-table';

/** 잠금 for an active account, 잠금 해제 for a locked one; operators are not locked here. */
function MemberActions({ member }: { member: OpsMember }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideAccount();
  if (member.role === 'operator') return null;
  const lock = member.status === 'active';
  if (!lock && member.status !== 'locked') return null;
  if (open) {
    return (
      <ReasonForm
        label={lock ? `${member.loginId} 잠금 사유` : `${member.loginId} 잠금 해제 사유`}
        confirmLabel={lock ? '잠금' : '잠금 해제'}
        pending={decide.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={(reason) =>
          decide.mutate(
            { decision: lock ? 'member-lock' : 'member-unlock', userId: member.userId, reason },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={`${member.loginId} ${lock ? '잠금' : '잠금 해제'}`}
      onClick={() => setOpen(true)}
    >
      {lock ? '잠금' : '잠금 해제'}
    </button>
  );
}

/**
 * /ops/members: accounts by part of a login id, name or e-mail and by state;
 * an operator locks one (its login then answers 703, its sessions end) or
 * unlocks it, always with a reason the audit log keeps.
 */
export function MembersPage() {
  const [draft, setDraft] = useState({ q: '', status: '' });
  const [query, setQuery] = useState<OpsMemberQuery>({ page: 1 });
  const members = useMembers(query);
  const data = members.data;

  return (
    <section className="ops-card" aria-labelledby="ops-members-title">
      <h1 id="ops-members-title" className="ops-title">
        회원 관리
      </h1>
      <p className="ops-lead">
        회원을 찾아 잠그거나 잠금을 해제합니다. 잠긴 회원은 로그인할 수 없습니다.
      </p>
      <form
        className="ops-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({
            page: 1,
            ...(draft.q.trim() ? { q: draft.q.trim() } : {}),
            ...(draft.status ? { status: draft.status as AccountStatus } : {}),
          });
        }}
      >
        <label>
          아이디·이름·이메일
          <input
            type="search"
            value={draft.q}
            maxLength={60}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </label>
        <label>
          상태
          <select
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">전체</option>
            {ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ACCOUNT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          검색
        </button>
      </form>

      <div aria-busy={members.isPending}>
        {members.isPending && <ListSkeleton rows={3} />}
        {members.isError && (
          <ListError
            message="회원 목록을 불러오지 못했습니다."
            onRetry={() => void members.refetch()}
          />
        )}
        {data && data.items.length === 0 && <ListEmpty message="찾는 회원이 없습니다." />}
        {data && data.items.length > 0 && (
          <OpsTable
            caption={`회원 ${String(data.total)}명`}
            columns={['아이디', '이름', '구분', '상태', '가입일', '조치']}
          >
            {data.items.map((m) => (
              <tr key={m.userId}>
                <td>{m.loginId}</td>
                <td>{m.name}</td>
                <td>{ROLE_LABELS[m.role]}</td>
                <td>{ACCOUNT_STATUS_LABELS[m.status]}</td>
                <td>{seoulDateTime(m.createdAt)}</td>
                <td>
                  <MemberActions member={m} />
                </td>
              </tr>
            ))}
          </OpsTable>
        )}
        {data && data.totalPages > 1 && (
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onChange={(page) => setQuery({ ...query, page })}
          />
        )}
      </div>
    </section>
  );
}
