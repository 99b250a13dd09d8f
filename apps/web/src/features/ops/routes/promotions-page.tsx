import {
  PROMOTION_PRODUCTS,
  PROMOTION_STATES,
  SALE_STATES,
  groupDigits,
  type Promotion,
  type PromotionProduct,
  type PromotionState,
} from '@ilteo/contract';
import { isApiError } from '@/shared/api/api-error';
import { useListState } from '@/shared/lib/use-list-state';
import { alert, confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useCancelPromotion } from '../api/cancel-promotion';
import { useOpsPromotions } from '../api/get-ops-promotions';
import { OpsTable } from '../components/ops-table';
import '../components/ops-commerce.css';

const ALL = 'all';
const PRODUCT_ITEMS = [
  { value: ALL, label: '전체 상품' },
  ...(Object.keys(PROMOTION_PRODUCTS) as PromotionProduct[]).map((value) => ({
    value,
    label: PROMOTION_PRODUCTS[value].label,
  })),
];
const STATE_ITEMS = [
  { value: ALL, label: '전체 상태' },
  ...(Object.keys(PROMOTION_STATES) as PromotionState[]).map((value) => ({
    value,
    label: PROMOTION_STATES[value],
  })),
];
const isProduct = (v: string): v is PromotionProduct => Object.hasOwn(PROMOTION_PRODUCTS, v);
const isState = (v: string): v is PromotionState => Object.hasOwn(PROMOTION_STATES, v);
const COLUMNS = ['기업', '공고', '상품·구좌', '기간', '금액', '결제', '노출', '관리'] as const;

/** How a promotion was paid for, as the console says it. */
export function fundingLabel(p: Promotion): string {
  if (p.funding === 'credit') return '이용권';
  return p.sale ? `${SALE_STATES[p.sale.state]} (${p.sale.invoiceNo})` : '-';
}

/**
 * /ops/promotions: every company's promotions, by product and state (kept
 * in history); 취소 takes one off the site, refused (1102) while its
 * invoice stands: cancel the sale in /ops/sales first.
 */
export function PromotionsPage() {
  const [state, setState] = useListState<{ product: string; state: string; page: number }>(
    'ops-promotions',
    { product: ALL, state: ALL, page: 1 },
  );
  const list = useOpsPromotions({
    ...(isProduct(state.product) ? { product: state.product } : {}),
    ...(isState(state.state) ? { state: state.state } : {}),
    page: state.page,
  });
  const cancel = useCancelPromotion();
  const data = list.data;

  const onCancel = async (p: Promotion) => {
    const sure = await confirm(
      `‘${p.postingTitle}’의 ${PROMOTION_PRODUCTS[p.product].label} 노출을 취소하시겠습니까?`,
      { title: '유료 노출 취소', confirmLabel: '노출 취소', destructive: true },
    );
    if (!sure) return;
    try {
      await cancel.mutateAsync(p.promotionId);
      toast('유료 노출을 취소했습니다.');
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Silent calls: the refusal (1102, 1103, a sale already settled) is told here.
      await alert(error.message);
    }
  };

  return (
    <section className="ops-card" aria-labelledby="ops-promotions-title">
      <h1 id="ops-promotions-title" className="ops-title">
        유료 노출 관리
      </h1>
      <p className="ops-lead">
        기업이 예약한 유료 노출입니다. 결제가 확인되었거나 이용권으로 예약한 노출만 사이트에
        보입니다.
      </p>
      <div className="ops-commerce-filters">
        <Select
          label="상품"
          items={PRODUCT_ITEMS}
          value={state.product}
          onValueChange={(v) => setState({ ...state, product: v, page: 1 })}
        />
        <Select
          label="상태"
          items={STATE_ITEMS}
          value={state.state}
          onValueChange={(v) => setState({ ...state, state: v, page: 1 })}
        />
      </div>
      <div aria-busy={list.isFetching}>
        {list.isPending && <ListSkeleton rows={3} />}
        {list.isError && (
          <ListError
            message="유료 노출 목록을 불러오지 못했습니다."
            onRetry={() => void list.refetch()}
          />
        )}
        {data && data.items.length === 0 && <ListEmpty message="해당하는 유료 노출이 없습니다." />}
        {data && data.items.length > 0 && (
          <OpsTable caption={`유료 노출 ${groupDigits(data.total)}건`} columns={COLUMNS}>
            {data.items.map((p) => (
              <tr key={p.promotionId}>
                <td>{p.companyName}</td>
                <td>{p.postingTitle}</td>
                <td>
                  {PROMOTION_PRODUCTS[p.product].label} {p.slot}번
                </td>
                <td className="ops-commerce-nowrap">
                  {p.startsOn} ~ {p.endsOn}
                </td>
                <td>{groupDigits(p.price)}원</td>
                <td>{fundingLabel(p)}</td>
                <td>{p.state === 'cancelled' ? '취소' : p.live ? '노출' : '결제 대기'}</td>
                <td>
                  {p.state === 'booked' && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={cancel.isPending}
                      onClick={() => void onCancel(p)}
                    >
                      <span className="sr-only">{p.postingTitle} </span>노출 취소
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
            onChange={(page) => setState({ ...state, page })}
          />
        )}
      </div>
    </section>
  );
}
