import { SUPPORT_CATEGORIES, type QnaItem } from '@ilteo/contract';
import { Link } from 'react-router';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { toast } from '@/shared/ui/toast';
import { useDeleteQna } from '../api/qna-delete';
import { useMyQna } from '../api/qna-get-list';
import { qnaDateTime } from './qna-format';
import { qnaDetailHref } from './qna-links';
import { QnaStateBadge } from './qna-state-badge';

/** Asks first; a refusal (answered meanwhile) is the request helper's alert. */
export async function confirmDeleteQna(
  remove: (qnaId: number) => Promise<void>,
  qnaId: number,
): Promise<boolean> {
  if (!(await confirm('이 문의를 삭제합니다. 계속하시겠습니까?', { title: '문의 삭제' }))) {
    return false;
  }
  try {
    await remove(qnaId);
    toast('문의를 삭제했습니다.');
    return true;
  } catch {
    return false;
  }
}

function Row({ item }: { item: QnaItem }) {
  const remove = useDeleteQna();
  return (
    <li className="qna-list__item">
      <p className="qna-list__head">
        <QnaStateBadge state={item.state} />
        <Link className="qna-list__title" to={qnaDetailHref(item.qnaId)}>
          {item.title}
        </Link>
      </p>
      <p className="qna-list__meta">
        {SUPPORT_CATEGORIES[item.category]} · 문의 {qnaDateTime(item.createdAt)}
        {item.answeredAt && ` · 답변 ${qnaDateTime(item.answeredAt)}`}
        {item.fileCount > 0 && ` · 첨부 ${String(item.fileCount)}개`}
      </p>
      {item.state === 'waiting' && (
        <p className="qna-list__actions">
          <Link
            className="button button--secondary button--small"
            to={qnaDetailHref(item.qnaId, true)}
            aria-label={`${item.title} 수정`}
          >
            수정
          </Link>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={remove.isPending}
            aria-label={`${item.title} 삭제`}
            onClick={() => void confirmDeleteQna(remove.mutateAsync, item.qnaId)}
          >
            삭제
          </button>
        </p>
      )}
    </li>
  );
}

/** 내 문의 내역: newest first, with the state, and 수정·삭제 while waiting. */
export function QnaList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const mine = useMyQna(page);
  if (mine.isPending) return <ListSkeleton rows={3} />;
  if (mine.isError) {
    return (
      <ListError message="문의 내역을 불러오지 못했습니다." onRetry={() => void mine.refetch()} />
    );
  }
  const data = mine.data;
  if (data.items.length === 0) return <ListEmpty message="남긴 문의가 없습니다." />;
  return (
    <>
      <ul className="qna-list" aria-busy={mine.isFetching}>
        {data.items.map((item) => (
          <Row key={item.qnaId} item={item} />
        ))}
      </ul>
      {data.totalPages > 1 && (
        <Pagination page={data.page} totalPages={data.totalPages} onChange={onPage} />
      )}
    </>
  );
}
