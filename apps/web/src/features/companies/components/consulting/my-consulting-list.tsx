import { CONSULTING_KINDS, CONSULTING_STATES, type ConsultingSummary } from '@ilteo/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { useCancelConsulting } from '../../api/cancel-consulting';
import { useMyConsulting } from '../../api/get-my-consulting';
import { previewHref } from './consulting-links';
import { seoulDateTime } from './format';

function Row({ item }: { item: ConsultingSummary }) {
  const cancel = useCancelConsulting();
  const onCancel = async () => {
    if (!(await confirm('이 컨설팅 신청을 취소합니다. 계속하시겠습니까?', { title: '신청 취소' })))
      return;
    // A refusal (taken meanwhile) is the request helper's alert; the list refreshes either way.
    await cancel.mutateAsync(item.consultingId).catch(() => undefined);
  };
  return (
    <li className="consulting-mine__item">
      <p className="consulting-mine__head">
        <span className={`consulting-state consulting-state--${item.state}`}>
          {CONSULTING_STATES[item.state]}
        </span>{' '}
        <strong>{item.postingTitle}</strong>
      </p>
      <p className="consulting-mine__meta">
        {CONSULTING_KINDS[item.kind]} · 신청 {seoulDateTime(item.createdAt)}
        {item.state === 'done' && item.answeredAt
          ? ` · 답변 ${seoulDateTime(item.answeredAt)}`
          : item.state === 'cancelled'
            ? ''
            : ` · 답변 기한 ${seoulDateTime(item.dueAt)}`}
      </p>
      <p className="consulting-mine__actions">
        <Link
          className="button button--secondary button--small"
          to={previewHref(item.consultingId)}
        >
          {item.state === 'done' ? '결과 보기' : '신청 내용 보기'}
        </Link>
        {item.state === 'received' && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={cancel.isPending}
            onClick={() => void onCancel()}
          >
            신청 취소
          </button>
        )}
      </p>
    </li>
  );
}

/** 내 컨설팅 신청 for this company: state, due time, the result, and 취소 while 접수. */
export function MyConsultingList({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const mine = useMyConsulting(companyId, page, true);
  if (mine.isPending) return <ListSkeleton rows={2} />;
  if (mine.isError) {
    return (
      <ListError
        message="내 컨설팅 신청을 불러오지 못했습니다."
        onRetry={() => void mine.refetch()}
      />
    );
  }
  const data = mine.data;
  if (data.items.length === 0) return <ListEmpty message="이 기업에 신청한 컨설팅이 없습니다." />;
  return (
    <>
      <ul className="consulting-mine" aria-busy={mine.isFetching}>
        {data.items.map((item) => (
          <Row key={item.consultingId} item={item} />
        ))}
      </ul>
      {data.totalPages > 1 && (
        <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
      )}
    </>
  );
}
