import { idFromText, SUPPORT_CATEGORIES, type QnaDetail } from '@ilteo/contract';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { useDeleteQna } from '../api/qna-delete';
import { useQna } from '../api/qna-get-detail';
import { QnaForm } from '../components/qna-form';
import { qnaDateTime, qnaFileSize } from '../components/qna-format';
import { confirmDeleteQna } from '../components/qna-list';
import { QnaStateBadge } from '../components/qna-state-badge';
import { SupportNav } from '../components/support-nav';
import '../components/qna.css';

/** A missing id, a bad one (202), someone else's or a deleted inquiry (102) all read as "not found". */
const isGone = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 403 || error.status === 404);

function Answer({ detail }: { detail: QnaDetail }) {
  if (detail.answer === null) {
    return (
      <p className="qna-waiting">
        답변을 준비하고 있습니다. 평일 기준 1일 이내에 답변합니다. 답변이 등록되면 알림
        {detail.notifyByMail ? '과 메일로' : '으로'} 알려 드립니다.
      </p>
    );
  }
  return (
    <>
      <p className="qna-text qna-answer">{detail.answer}</p>
      {detail.answeredAt && (
        <p className="qna-detail__meta">답변일 {qnaDateTime(detail.answeredAt)}</p>
      )}
    </>
  );
}

function Question({ detail }: { detail: QnaDetail }) {
  return (
    <>
      <p className="qna-text">{detail.body}</p>
      {detail.files.length > 0 && (
        <ul className="qna-files" aria-label="첨부파일">
          {detail.files.map((file) => (
            <li key={file.saveName} className="qna-files__item">
              <a className="qna-files__name" href={file.url} download={file.originalName}>
                {file.originalName}
              </a>
              <span className="qna-files__size">{qnaFileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /person/support/qna/detail?qnaId= (and &mode=edit): the member's own
 * inquiry, its files and the answer or the waiting note; 수정 and 삭제
 * while it waits.
 */
export function QnaDetailPage() {
  const sectionId = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const qnaId = idFromText(params.get('qnaId') ?? '') ?? null;
  const editing = params.get('mode') === 'edit';
  const query = useQna(qnaId);
  const remove = useDeleteQna();
  const detail = query.data;

  const notFound = (
    <DetailNotFound
      title="문의를 찾을 수 없습니다"
      reason="삭제되었거나 주소가 올바르지 않은 문의입니다."
      backTo={paths.supportQna}
      backLabel="문의 목록으로"
    />
  );
  if (qnaId === null || (query.isError && isGone(query.error))) return notFound;
  if (query.isError) {
    return (
      <DetailError message="문의를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
    );
  }
  if (!detail) return <DetailSkeleton />;

  const waiting = detail.state === 'waiting';
  const back = () => setParams({ qnaId: String(detail.qnaId) }, { replace: true });
  const onDelete = async () => {
    if (await confirmDeleteQna(remove.mutateAsync, detail.qnaId)) {
      void navigate(paths.supportQna, { replace: true });
    }
  };

  return (
    <PageFrame
      title={editing && waiting ? '문의 수정' : detail.title}
      className="qna-page"
      head={
        <p className="qna-detail__meta">
          <QnaStateBadge state={detail.state} /> {SUPPORT_CATEGORIES[detail.category]} · 문의{' '}
          {qnaDateTime(detail.createdAt)}
          {detail.fromChat && ' · 상담 채팅에서 남긴 문의'}
        </p>
      }
    >
      <SupportNav current="qna" />
      {editing && waiting ? (
        <QnaForm editing={detail} onSaved={back} onCancel={back} />
      ) : (
        <>
          <PageSection id={`${sectionId}-question`} title="문의 내용">
            <Question detail={detail} />
          </PageSection>
          <PageSection id={`${sectionId}-answer`} title="답변">
            <Answer detail={detail} />
          </PageSection>
          <p className="qna-detail__actions">
            <Link className="button button--secondary" to={paths.supportQna}>
              목록
            </Link>
            {waiting && (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setParams({ qnaId: String(detail.qnaId), mode: 'edit' })}
                >
                  수정
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={remove.isPending}
                  onClick={() => void onDelete()}
                >
                  삭제
                </button>
              </>
            )}
          </p>
        </>
      )}
    </PageFrame>
  );
}
