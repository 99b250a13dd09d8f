import { SALE_STATES, groupDigits, type Sale, type SaleState } from '@ilteo/contract';
import { isApiError } from '@/shared/api/api-error';
import { useListState } from '@/shared/lib/use-list-state';
import { alert, confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { toast } from '@/shared/ui/toast';
import { useOpsSales } from '../api/get-ops-sales';
import { useSaleAction } from '../api/sale-action';
import { seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';
import '../components/ops-commerce.css';

type Filter = SaleState | 'all';
const FILTERS: readonly { id: Filter; label: string }[] = [
  { id: 'issued', label: SALE_STATES.issued },
  { id: 'paid', label: SALE_STATES.paid },
  { id: 'cancelled', label: SALE_STATES.cancelled },
  { id: 'all', label: '전체' },
];
const isFilter = (v: unknown): v is Filter => FILTERS.some((f) => f.id === v);
const COLUMNS = [
  '청구서 번호',
  '기업',
  '품목',
  '공급가',
  '부가세',
  '합계',
  '상태',
  '발행일',
  '처리',
];
const won = (n: number) => `${groupDigits(n)}원`;

/**
 * /ops/sales: invoices (no payment provider yet: companies pay by transfer
 * and an operator confirms here). 결제 확인 starts the promotion's exposure
 * or grants the package's credits; 취소 takes them back. Totals by state
 * cover every invoice, not only this page.
 */
export function SalesPage() {
  const [state, setState] = useListState<{ state: string; page: number }>('ops-sales', {
    state: 'issued',
    page: 1,
  });
  const filter: Filter = isFilter(state.state) ? state.state : 'issued';
  const list = useOpsSales(filter === 'all' ? undefined : filter, state.page);
  const act = useSaleAction();
  const data = list.data;

  const run = async (sale: Sale, action: 'paid' | 'cancel') => {
    const paid = action === 'paid';
    const sure = await confirm(
      paid
        ? `${sale.companyName}의 ${sale.invoiceNo} (${won(sale.total)}) 입금을 확인하셨습니까?`
        : `${sale.invoiceNo}을(를) 취소하시겠습니까? 유료 노출은 중단되고 남은 이용권은 회수됩니다.`,
      paid
        ? { title: '결제 확인', confirmLabel: '결제 확인' }
        : { title: '매출 취소', confirmLabel: '매출 취소', destructive: true },
    );
    if (!sure) return;
    try {
      await act.mutateAsync({ saleId: sale.saleId, action });
      toast(paid ? '결제를 확인했습니다.' : '매출을 취소했습니다.');
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Silent calls: the refusal (1102, 1103, a sale already settled) is told here.
      await alert(error.message);
    }
  };

  return (
    <section className="ops-card" aria-labelledby="ops-sales-title">
      <h1 id="ops-sales-title" className="ops-title">
        매출 관리
      </h1>
      {data && (
        <dl className="ops-commerce-totals">
          {(['issued', 'paid', 'cancelled'] as const).map((s) => (
            <div key={s}>
              <dt>{SALE_STATES[s]}</dt>
              <dd>
                {groupDigits(data.totals[s].count)}건 ·{' '}
                {won(data.totals[s].amount + data.totals[s].vat)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Tabs
        tabs={FILTERS}
        active={filter}
        onSelect={(next) => setState({ state: next, page: 1 })}
        label="매출 목록"
        idPrefix="ops-sales"
      >
        <div aria-busy={list.isFetching}>
          {list.isPending && <ListSkeleton rows={3} />}
          {list.isError && (
            <ListError
              message="매출 목록을 불러오지 못했습니다."
              onRetry={() => void list.refetch()}
            />
          )}
          {data && data.items.length === 0 && <ListEmpty message="해당하는 매출이 없습니다." />}
          {data && data.items.length > 0 && (
            <OpsTable caption={`매출 ${groupDigits(data.total)}건`} columns={COLUMNS}>
              {data.items.map((sale) => (
                <tr key={sale.saleId}>
                  <td className="ops-commerce-nowrap">{sale.invoiceNo}</td>
                  <td>{sale.companyName}</td>
                  <td>{sale.itemName}</td>
                  <td>{won(sale.amount)}</td>
                  <td>{won(sale.vat)}</td>
                  <td>{won(sale.total)}</td>
                  <td>{SALE_STATES[sale.state]}</td>
                  <td className="ops-commerce-nowrap">{seoulDateTime(sale.issuedAt)}</td>
                  <td className="ops-commerce-actions">
                    {sale.state === 'issued' && (
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={act.isPending}
                        onClick={() => void run(sale, 'paid')}
                      >
                        <span className="sr-only">{sale.invoiceNo} </span>결제 확인
                      </button>
                    )}
                    {sale.state !== 'cancelled' && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={act.isPending}
                        onClick={() => void run(sale, 'cancel')}
                      >
                        <span className="sr-only">{sale.invoiceNo} </span>취소
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </OpsTable>
          )}
          {data && (
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onChange={(page) => setState({ state: filter, page })}
            />
          )}
        </div>
      </Tabs>
    </section>
  );
}
