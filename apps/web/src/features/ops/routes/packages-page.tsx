import {
  PACKAGE_STATES,
  PROMOTION_PRODUCTS,
  groupDigits,
  type OpsPackage,
  type PackageContents,
} from '@ilteo/contract';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { alert, confirm } from '@/shared/ui/dialog';
import { ListQueryStates } from '@/shared/ui/list-states';
import { toast } from '@/shared/ui/toast';
import { useDeletePackage } from '../api/delete-package';
import { useOpsPackages } from '../api/get-ops-packages';
import { OpsTable } from '../components/ops-table';
import { PackageForm } from '../components/package-form';
import '../components/ops-commerce.css';
import '../components/ops-support.css';

const COLUMNS = ['이름', '구성', '가격', '유효 기간', '상태', '판매', '관리'] as const;

/** What a package holds, in one line: 채용정보 상단 추천 7일 × 2회, 검사 10회. */
export function contentsLabel(contents: PackageContents): string {
  const parts = contents.promotions.map(
    (p) => `${PROMOTION_PRODUCTS[p.product].label} ${String(p.days)}일 × ${String(p.count)}회`,
  );
  if (contents.testCredits > 0) parts.push(`검사 ${groupDigits(contents.testCredits)}회`);
  return parts.join(', ');
}

/**
 * /ops/packages: the catalogue companies buy from. 새 패키지 and 수정 open
 * the form above the list; 삭제 is refused (1103) once a package has sold,
 * so the form's 판매 중지 is the way to retire it.
 */
export function PackagesPage() {
  const [editing, setEditing] = useState<OpsPackage | 'new' | null>(null);
  const query = useOpsPackages();
  const remove = useDeletePackage();

  const onDelete = async (pkg: OpsPackage) => {
    const sure = await confirm(`‘${pkg.name}’ 패키지를 삭제하시겠습니까?`, {
      title: '패키지 삭제',
      confirmLabel: '삭제',
      destructive: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(pkg.packageId);
      toast('패키지를 삭제했습니다.');
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Silent calls: the refusal (1102, 1103, a sale already settled) is told here.
      await alert(error.message);
    }
  };

  return (
    <section className="ops-card" aria-labelledby="ops-packages-title">
      <h1 id="ops-packages-title" className="ops-title">
        상품 패키지
      </h1>
      {editing === null ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            새 패키지
          </button>
        </p>
      ) : (
        <PackageForm
          key={editing === 'new' ? 'new' : editing.packageId}
          pkg={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ListQueryStates
        query={query}
        errorMessage="패키지 목록을 불러오지 못했습니다."
        emptyMessage="등록된 패키지가 없습니다."
      >
        {(data) => (
          <OpsTable caption={`패키지 ${String(data.length)}개`} columns={COLUMNS}>
            {data.map((pkg) => (
              <tr key={pkg.packageId}>
                <td>{pkg.name}</td>
                <td>{contentsLabel(pkg.contents)}</td>
                <td className="ops-commerce-nowrap">{groupDigits(pkg.price)}원</td>
                <td>{pkg.validityDays}일</td>
                <td>{PACKAGE_STATES[pkg.state]}</td>
                <td>{groupDigits(pkg.salesCount)}건</td>
                <td className="ops-commerce-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(pkg)}
                  >
                    <span className="sr-only">{pkg.name} </span>수정
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={remove.isPending}
                    onClick={() => void onDelete(pkg)}
                  >
                    <span className="sr-only">{pkg.name} </span>삭제
                  </button>
                </td>
              </tr>
            ))}
          </OpsTable>
        )}
      </ListQueryStates>
    </section>
  );
}
