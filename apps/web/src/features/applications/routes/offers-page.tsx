import { groupDigits, OFFER_STATUS_LABELS, OFFER_STATUSES, type Offer } from '@ilteo/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useListState } from '@/shared/lib/use-list-state';
import { seoulToday } from '@/shared/lib/seoul-date';
import { postingApplyHref } from '@/shared/postings/posting-links';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useAcceptOffer } from '../api/accept-offer';
import type { OfferStatusFilter } from '../api/application-keys';
import { useOffers } from '../api/list-offers';
import { DeclineDialog } from '../components/decline-dialog';
import { OfferItem } from '../components/offer-item';
import { offerExpiry } from '../lib/offer-expiry';
import '@/shared/ui/form/form.css';
import '../components/applications.css';

export const OFFERS_STATE_KEY = 'my-offers';

const FILTERS: readonly OfferStatusFilter[] = ['all', ...OFFER_STATUSES];
const FILTER_ITEMS = FILTERS.map((value) => ({
  value,
  label: value === 'all' ? '전체' : OFFER_STATUS_LABELS[value],
}));
const readStatus = (value: unknown): OfferStatusFilter =>
  FILTERS.includes(value as OfferStatusFilter) ? (value as OfferStatusFilter) : 'all';

/**
 * /person/myhome/offers (받은 제안): offers from companies that found the
 * member's public résumé. 수락 goes on to applying when a posting is named;
 * 거절 asks for an optional reason.
 */
export function OffersPage() {
  const navigate = useNavigate();
  const [state, setState] = useListState<Record<string, unknown>>(OFFERS_STATE_KEY, {
    status: 'all',
    page: 1,
  });
  const status = readStatus(state.status);
  const page = Math.max(1, typeof state.page === 'number' ? Math.floor(state.page) : 1);
  const list = useOffers(status, page);
  const accept = useAcceptOffer();
  const [declining, setDeclining] = useState<Offer | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const today = seoulToday();
  const data = list.data;

  const lastPage = Math.max(1, data?.totalPages ?? 1);
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setState((s) => ({ ...s, page: lastPage }));
  }, [pastTheEnd, lastPage, setState]);

  const onAccept = async (offer: Offer) => {
    const next = offer.postingId !== null ? ' 수락한 뒤 이 공고의 지원 화면으로 이동합니다.' : '';
    const ok = await confirm(`${offer.companyName}의 제안을 수락하시겠습니까?${next}`, {
      title: '제안 수락',
      confirmLabel: '수락',
    });
    if (!ok) return;
    accept.mutate(offer.offerId, {
      onSuccess: () => {
        if (offer.postingId !== null) {
          void navigate(postingApplyHref(offer.postingId));
          return;
        }
        toast(`${offer.companyName}의 제안을 수락했습니다.`);
      },
    });
  };

  let body;
  if (list.isError) {
    body = (
      <ListError message="받은 제안을 불러오지 못했습니다." onRetry={() => void list.refetch()} />
    );
  } else if (!data || pastTheEnd) {
    body = <ListSkeleton rows={3} />;
  } else if (data.total === 0) {
    body = (
      <ListEmpty
        message={status === 'all' ? '받은 제안이 없습니다.' : '조건에 맞는 제안이 없습니다.'}
        hint="이력서를 공개하고 ‘제안 받을래요’를 켜 두면 기업이 입사나 면접을 제안할 수 있습니다."
      />
    );
  } else {
    body = (
      <div className="app-list">
        <p ref={countRef} tabIndex={-1} className="app-list__count">
          전체 <strong>{groupDigits(data.total)}건</strong>
        </p>
        <ul className="app-list__items" aria-busy={list.isFetching || accept.isPending}>
          {data.items.map((offer) => (
            <OfferItem
              key={offer.offerId}
              offer={offer}
              expiry={offerExpiry(offer, today)}
              busy={accept.isPending}
              onAccept={() => void onAccept(offer)}
              onDecline={() => setDeclining(offer)}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onChange={(next) => {
            setState((s) => ({ ...s, page: next }));
            countRef.current?.focus();
          }}
        />
      </div>
    );
  }

  return (
    <PageFrame
      title="받은 제안"
      lead="기업이 보낸 입사·면접 제안을 확인하고 수락하거나 거절합니다."
    >
      <div className="app-filters">
        <Select
          label="제안 상태"
          items={FILTER_ITEMS}
          value={status}
          onValueChange={(value) => setState({ status: readStatus(value), page: 1 })}
        />
      </div>
      {body}
      {declining && (
        <DeclineDialog
          offer={declining}
          onClose={() => setDeclining(null)}
          onDeclined={() => {
            toast(`${declining.companyName}의 제안을 거절했습니다.`);
            setDeclining(null);
          }}
        />
      )}
    </PageFrame>
  );
}
