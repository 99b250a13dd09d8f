import {
  CONSULTING_KINDS,
  CONSULTING_STATES,
  idFromText,
  type ConsultingDetail,
} from '@ilteo/contract';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { AnnotatedText, CommentList } from '@/shared/ui/annotated-text';
import { isNotFound, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { toast } from '@/shared/ui/toast';
import { useConsultingItem } from '../api/get-consulting-item';
import { isNotConsultant, NOT_CONSULTANT } from '../components/consultant-access';
import { useTakeConsulting } from '../api/take-consulting';
import { ConsultingAnswerEditor } from '../components/consulting-answer-editor';
import { seoulDateTime } from '../components/format';
import '../components/ops-reviews.css';

function Facts({ detail }: { detail: ConsultingDetail }) {
  return (
    <dl className="ops-facts">
      <dt>종류</dt>
      <dd>{CONSULTING_KINDS[detail.kind]}</dd>
      <dt>기업 · 공고</dt>
      <dd>
        {detail.companyName} · {detail.postingTitle}
      </dd>
      <dt>상태</dt>
      <dd>{CONSULTING_STATES[detail.state]}</dd>
      <dt>신청일</dt>
      <dd>{seoulDateTime(detail.createdAt)}</dd>
      <dt>답변 기한</dt>
      <dd>{seoulDateTime(detail.dueAt)}</dd>
      {detail.answeredAt && (
        <>
          <dt>답변일</dt>
          <dd>{seoulDateTime(detail.answeredAt)}</dd>
        </>
      )}
      <dt>요청 사항</dt>
      <dd className="ops-consulting__text">{detail.note || '없음'}</dd>
    </dl>
  );
}

/** The items as the member sent them, with the comments when there are any (read only). */
function ReadOnlyItems({ detail }: { detail: ConsultingDetail }) {
  return (
    <>
      {detail.items.map((item, i) => (
        <section
          key={`${String(i)}-${item.question}`}
          className="ops-consulting__item"
          aria-labelledby={`ops-consulting-read-${String(i)}`}
        >
          <h2 id={`ops-consulting-read-${String(i)}`} className="ops-part__title">
            문항 {i + 1}. {item.question}
          </h2>
          <div className="ops-consulting__answer">
            <AnnotatedText
              text={item.answer}
              itemIndex={i}
              annotations={detail.annotations}
              idPrefix="ops-consulting-read"
            />
          </div>
          <CommentList
            itemIndex={i}
            annotations={detail.annotations}
            idPrefix="ops-consulting-read"
            label={`문항 ${String(i + 1)} 코멘트`}
          />
        </section>
      ))}
      {detail.summary && (
        <section className="ops-part" aria-labelledby="ops-consulting-read-summary">
          <h2 id="ops-consulting-read-summary" className="ops-part__title">
            총평
          </h2>
          <p className="ops-consulting__text">{detail.summary}</p>
        </section>
      )}
    </>
  );
}

function TakeButton({ consultingId }: { consultingId: number }) {
  const take = useTakeConsulting();
  const [failure, setFailure] = useState<string | null>(null);
  const onTake = async () => {
    setFailure(null);
    try {
      await take.mutateAsync(consultingId);
      toast('이 신청을 맡았습니다. 답변 기한 안에 보내 주세요.');
    } catch (cause) {
      if (isApiError(cause)) setFailure(cause.message);
    }
  };
  return (
    <div className="ops-part">
      <p className="ops-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={take.isPending}
          onClick={() => void onTake()}
        >
          이 신청 맡기
        </button>
      </p>
      {failure && (
        <p className="ops-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/**
 * /ops/consulting/item?consultingId=: one 첨삭 request. 접수: read it and
 * take it; 진행 중: annotate passages, write the summary, save or send;
 * 완료: the answer as sent; 취소: the member withdrew it.
 */
export function ConsultingItemPage() {
  const [params] = useSearchParams();
  const consultingId = idFromText(params.get('consultingId') ?? '') ?? null;
  const query = useConsultingItem(consultingId);
  const detail = query.data;

  let body: ReactNode;
  if (consultingId === null || (query.isError && isNotFound(query.error))) {
    body = <p>컨설팅 신청을 찾을 수 없습니다.</p>;
  } else if (query.isError && isNotConsultant(query.error)) {
    body = <p>{NOT_CONSULTANT}</p>;
  } else if (query.isError) {
    body = (
      <ListError
        message="컨설팅 신청을 불러오지 못했습니다."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!detail) {
    body = <ListSkeleton rows={3} />;
  } else {
    body = (
      <>
        <Facts detail={detail} />
        {detail.state === 'received' && (
          <>
            <TakeButton consultingId={detail.consultingId} />
            <ReadOnlyItems detail={detail} />
          </>
        )}
        {detail.state === 'in-progress' && (
          <ConsultingAnswerEditor key={detail.consultingId} detail={detail} />
        )}
        {detail.state === 'done' && <ReadOnlyItems detail={detail} />}
        {detail.state === 'cancelled' && <p>회원이 취소한 신청입니다.</p>}
      </>
    );
  }

  return (
    <section className="ops-card" aria-labelledby="ops-consulting-item-title">
      <h1 id="ops-consulting-item-title" className="ops-title">
        컨설팅 답변
      </h1>
      <p>
        <Link to={paths.opsConsulting}>기업 컨설팅 목록으로</Link>
      </p>
      <div aria-busy={query.isFetching}>{body}</div>
    </section>
  );
}
