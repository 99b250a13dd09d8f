import { ACCOUNT_STATUS_LABELS, OPERATOR_ACTION_LABELS, type AccountStatus } from '@ilteo/contract';
import { useState } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { useAudit } from '../api/get-audit';
import { seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';

const isStatus = (value: string): value is AccountStatus => value in ACCOUNT_STATUS_LABELS;
const statusLabel = (status: string | null) =>
  status === null ? '' : isStatus(status) ? ACCOUNT_STATUS_LABELS[status] : status;

/** /ops/audit: every operator action, newest first; the log cannot be edited (decision 0026). */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const data = audit.data;
  return (
    <section className="ops-card" aria-labelledby="ops-audit-title">
      <h1 id="ops-audit-title" className="ops-title">
        운영 기록
      </h1>
      <p className="ops-lead">운영자가 한 모든 조치입니다. 기록은 고치거나 지울 수 없습니다.</p>
      <div aria-busy={audit.isPending}>
        {audit.isPending && <ListSkeleton rows={3} />}
        {audit.isError && (
          <ListError
            message="운영 기록을 불러오지 못했습니다."
            onRetry={() => void audit.refetch()}
          />
        )}
        {data && data.items.length === 0 && <ListEmpty message="아직 기록이 없습니다." />}
        {data && data.items.length > 0 && (
          <OpsTable
            caption={`기록 ${String(data.total)}건`}
            columns={['일시', '운영자', '조치', '대상', '변경', '사유', 'IP']}
          >
            {data.items.map((e) => (
              <tr key={e.id}>
                <td>{seoulDateTime(e.at)}</td>
                <td>{e.operatorLoginId ?? '서버'}</td>
                <td>{OPERATOR_ACTION_LABELS[e.action]}</td>
                <td>{e.targetLoginId ?? '-'}</td>
                <td>
                  {e.before || e.after ? `${statusLabel(e.before)} → ${statusLabel(e.after)}` : '-'}
                </td>
                <td>{e.reason ?? '-'}</td>
                <td>{e.ip ?? '-'}</td>
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
