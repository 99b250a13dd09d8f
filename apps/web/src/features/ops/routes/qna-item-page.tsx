import {
  idFromText,
  qnaAnswerInputSchema,
  QNA_STATES,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type QnaOpsDetail,
} from '@ilteo/contract';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { isNotFound, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { toast } from '@/shared/ui/toast';
import { useAnswerQna } from '../api/answer-qna';
import { useQnaItem } from '../api/get-qna-item';
import { seoulDateTime } from '../components/format';
import '../components/ops-reviews.css';

function Facts({ detail }: { detail: QnaOpsDetail }) {
  return (
    <dl className="ops-facts">
      <dt>상태</dt>
      <dd>{QNA_STATES[detail.state]}</dd>
      <dt>유형</dt>
      <dd>{SUPPORT_CATEGORIES[detail.category]}</dd>
      <dt>회원</dt>
      <dd>
        {detail.asker.loginId
          ? `${detail.asker.name ?? ''} (${detail.asker.loginId})`
          : '탈퇴한 회원'}
      </dd>
      <dt>문의일</dt>
      <dd>{seoulDateTime(detail.createdAt)}</dd>
      <dt>메일 받기</dt>
      <dd>{detail.notifyByMail ? '예' : '아니요'}</dd>
      {detail.fromChat && (
        <>
          <dt>경로</dt>
          <dd>상담 채팅 (운영 시간 외)</dd>
        </>
      )}
      {detail.answeredAt && (
        <>
          <dt>답변일</dt>
          <dd>{seoulDateTime(detail.answeredAt)}</dd>
        </>
      )}
    </dl>
  );
}

/** The member's question as text, and the files (opened through the file service: operators may read them). */
function Question({ detail }: { detail: QnaOpsDetail }) {
  return (
    <section className="ops-part" aria-labelledby="ops-qna-question">
      <h2 id="ops-qna-question" className="ops-part__title">
        {detail.title}
      </h2>
      <p className="ops-consulting__text">{detail.body}</p>
      {detail.files.length > 0 && (
        <ul aria-label="첨부파일">
          {detail.files.map((file) => (
            <li key={file.saveName}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.originalName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AnswerForm({ qnaId }: { qnaId: number }) {
  const id = useId();
  const answer = useAnswerQna();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async () => {
    setError(null);
    const parsed = qnaAnswerInputSchema.safeParse({ qnaId, answer: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '답변을 확인해 주세요.');
      return;
    }
    try {
      await answer.mutateAsync(parsed.data);
      toast('답변을 등록했습니다. 회원에게 알림을 보냈습니다.');
    } catch (cause) {
      if (isApiError(cause)) setError(cause.message);
    }
  };
  return (
    <form
      className="ops-part"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <label htmlFor={`${id}-answer`} className="ops-part__title">
        답변
      </label>
      <textarea
        id={`${id}-answer`}
        className="textarea"
        rows={8}
        value={text}
        maxLength={SUPPORT_LIMITS.qnaAnswer}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-counter`}>
        {text.trim().length}/{SUPPORT_LIMITS.qnaAnswer}자 · 등록한 답변은 고칠 수 없습니다.
      </p>
      {error && (
        <p id={`${id}-error`} className="ops-error" role="alert">
          {error}
        </p>
      )}
      <p className="ops-actions">
        <button type="submit" className="button button--primary" disabled={answer.isPending}>
          답변 등록
        </button>
      </p>
    </form>
  );
}

/**
 * /ops/qna/item?qnaId=: one inquiry, its files and who asked; a waiting
 * one is answered here (the member gets an alarm and, if asked, a mail).
 */
export function QnaItemPage() {
  const [params] = useSearchParams();
  const qnaId = idFromText(params.get('qnaId') ?? '') ?? null;
  const query = useQnaItem(qnaId);
  const detail = query.data;

  let body: ReactNode;
  if (qnaId === null || (query.isError && isNotFound(query.error))) {
    body = <p>문의를 찾을 수 없습니다. 회원이 삭제했을 수 있습니다.</p>;
  } else if (query.isError) {
    body = <ListError message="문의를 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  } else if (!detail) {
    body = <ListSkeleton rows={3} />;
  } else {
    body = (
      <>
        <Facts detail={detail} />
        <Question detail={detail} />
        {detail.state === 'waiting' ? (
          <AnswerForm key={detail.qnaId} qnaId={detail.qnaId} />
        ) : (
          <section className="ops-part" aria-labelledby="ops-qna-answer">
            <h2 id="ops-qna-answer" className="ops-part__title">
              답변
            </h2>
            <p className="ops-consulting__text">{detail.answer}</p>
          </section>
        )}
      </>
    );
  }

  return (
    <section className="ops-card" aria-labelledby="ops-qna-item-title">
      <h1 id="ops-qna-item-title" className="ops-title">
        1:1 문의 답변
      </h1>
      <p>
        <Link to={paths.opsQna}>1:1 문의 목록으로</Link>
      </p>
      <div aria-busy={query.isFetching}>{body}</div>
    </section>
  );
}
