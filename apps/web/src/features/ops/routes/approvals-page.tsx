import type { OpsMember } from '@ilteo/contract';
import { useState } from 'react';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { useDecideAccount } from '../api/decide-account';
import { useApprovals } from '../api/get-approvals';
import { formatBizNo, seoulDateTime } from '../components/format';
import { ReasonForm } from '../components/reason-form';
import { OpsTable } from '../components/ops-table';

function ApprovalActions({ member }: { member: OpsMember }) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideAccount();
  if (rejecting) {
    return (
      <ReasonForm
        label={`${member.loginId} 거절 사유`}
        confirmLabel="거절"
        pending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) =>
          decide.mutate(
            { decision: 'company-reject', userId: member.userId, reason },
            { onSuccess: () => setRejecting(false) },
          )
        }
      />
    );
  }
  const approve = async () => {
    if (!(await confirm(`${member.name}(${member.loginId}) 기업회원을 승인하시겠습니까?`))) return;
    decide.mutate({ decision: 'company-approve', userId: member.userId });
  };
  return (
    <div className="ops-actions">
      <button
        type="button"
        className="button button--primary button--small"
        aria-label={`${member.loginId} 승인`}
        disabled={decide.isPending}
        onClick={() => void approve()}
      >
        승인
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`${member.loginId} 거절`}
        onClick={() => setRejecting(true)}
      >
        거절
      </button>
    </div>
  );
}

/**
 * /ops/company-approvals: company members waiting for approval (their login
 * answers 702 until then). Approving lets them log in; rejecting, with a
 * reason, makes their login answer 703.
 */
export function ApprovalsPage() {
  const [page, setPage] = useState(1);
  const approvals = useApprovals(page);
  const data = approvals.data;
  return (
    <section className="ops-card" aria-labelledby="ops-approvals-title">
      <h1 id="ops-approvals-title" className="ops-title">
        기업회원 승인
      </h1>
      <p className="ops-lead">승인을 기다리는 기업회원입니다. 승인해야 로그인할 수 있습니다.</p>
      <div aria-busy={approvals.isPending}>
        {approvals.isPending && <ListSkeleton rows={3} />}
        {approvals.isError && (
          <ListError
            message="승인 대기 목록을 불러오지 못했습니다."
            onRetry={() => void approvals.refetch()}
          />
        )}
        {data && data.items.length === 0 && (
          <ListEmpty message="승인을 기다리는 기업회원이 없습니다." />
        )}
        {data && data.items.length > 0 && (
          <OpsTable
            caption={`승인 대기 ${String(data.total)}건`}
            columns={['아이디', '이름', '기업', '이메일', '신청일', '조치']}
          >
            {data.items.map((m) => (
              <tr key={m.userId}>
                <td>{m.loginId}</td>
                <td>{m.name}</td>
                <td>{m.company ? `${m.company.name} (${formatBizNo(m.company.bizNo)})` : '-'}</td>
                <td>{m.email ?? '-'}</td>
                <td>{seoulDateTime(m.createdAt)}</td>
                <td>
                  <ApprovalActions member={m} />
                </td>
              </tr>
            ))}
          </OpsTable>
        )}
        {data && data.totalPages > 1 && (
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
        )}
      </div>
    </section>
  );
}
