import {
  CONSULTING_LIMITS,
  consultingAnswerSchema,
  type Annotation,
  type ConsultingDetail,
} from '@ilteo/contract';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { AnnotatedText, CommentList } from '@/shared/ui/annotated-text';
import { confirm } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useAnswerConsulting } from '../api/answer-consulting';
import { AnnotateForm } from './annotate-form';

const ID_PREFIX = 'ops-consulting';

function ItemEditor({
  index,
  item,
  annotations,
  onAdd,
  onRemove,
}: {
  index: number;
  item: ConsultingDetail['items'][number];
  annotations: readonly Annotation[];
  onAdd: (a: Annotation) => void;
  onRemove: (annotationIndex: number) => void;
}) {
  const answerRef = useRef<HTMLParagraphElement>(null);
  const n = index + 1;
  const titleId = `${ID_PREFIX}-item-${String(index)}`;
  return (
    <section className="ops-consulting__item" aria-labelledby={titleId}>
      <h2 id={titleId} className="ops-part__title">
        문항 {n}. {item.question}
      </h2>
      <div className="ops-consulting__answer">
        <AnnotatedText
          ref={answerRef}
          text={item.answer}
          itemIndex={index}
          annotations={annotations}
          idPrefix={ID_PREFIX}
        />
      </div>
      <CommentList
        itemIndex={index}
        annotations={annotations}
        idPrefix={ID_PREFIX}
        label={`문항 ${String(n)} 코멘트`}
        action={(annotationIndex, number) => (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onRemove(annotationIndex)}
          >
            코멘트 {number} 삭제
          </button>
        )}
      />
      <AnnotateForm
        itemIndex={index}
        answer={item.answer}
        answerRef={answerRef}
        annotations={annotations}
        onAdd={onAdd}
      />
    </section>
  );
}

/**
 * The consultant's answer to a request they have taken: comments anchored
 * to passages of each item and the summary. 저장 keeps it 진행 중 (to finish
 * later); 답변 보내기 (after a confirmation) makes it 완료 and the member is
 * told. The schema checks it before it leaves; a refusal is shown here.
 */
export function ConsultingAnswerEditor({ detail }: { detail: ConsultingDetail }) {
  const id = useId();
  const navigate = useNavigate();
  const answer = useAnswerConsulting();
  const [annotations, setAnnotations] = useState<Annotation[]>(detail.annotations);
  const [summary, setSummary] = useState(detail.summary ?? '');
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLTextAreaElement>(null);

  const save = async (send: boolean) => {
    setFailure(null);
    setSummaryError(null);
    const parsed = consultingAnswerSchema.safeParse({
      consultingId: detail.consultingId,
      annotations,
      summary,
      send,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'summary') {
        setSummaryError(issue.message);
        summaryRef.current?.focus();
      } else {
        setFailure(issue?.message ?? '답변을 확인해 주세요.');
      }
      return;
    }
    if (
      send &&
      !(await confirm('답변을 보내면 회원에게 알림과 메일이 가고, 이후에는 고칠 수 없습니다.', {
        title: '답변 보내기',
      }))
    ) {
      return;
    }
    try {
      await answer.mutateAsync(parsed.data);
      if (send) {
        toast('답변을 보냈습니다. 회원에게 알림과 메일로 알립니다.');
        await navigate(paths.opsConsulting);
      } else {
        toast('저장했습니다. 아직 회원에게 보내지 않았습니다.');
      }
    } catch (cause) {
      if (isApiError(cause)) setFailure(cause.message);
    }
  };

  return (
    <div className="ops-consulting">
      <p className="ops-lead">
        답변에서 구절을 드래그해 선택한 뒤 「선택한 구절 가져오기」를 누르거나, 키보드로는 구절을
        그대로(또는 시작·끝 위치를) 입력한 뒤 코멘트를 추가합니다.
      </p>
      {detail.items.map((item, index) => (
        <ItemEditor
          key={`${String(index)}-${item.question}`}
          index={index}
          item={item}
          annotations={annotations}
          onAdd={(a) => setAnnotations((list) => [...list, a])}
          onRemove={(at) => setAnnotations((list) => list.filter((_, i) => i !== at))}
        />
      ))}
      <div className="ops-part ops-consulting__summary">
        <label htmlFor={`${id}-summary`} className="ops-part__title">
          총평 (필수)
        </label>
        <textarea
          id={`${id}-summary`}
          ref={summaryRef}
          className="textarea"
          rows={6}
          value={summary}
          maxLength={CONSULTING_LIMITS.summary}
          aria-invalid={summaryError ? true : undefined}
          aria-describedby={`${id}-summary-count${summaryError ? ` ${id}-summary-error` : ''}`}
          onChange={(e) => setSummary(e.target.value)}
        />
        <p id={`${id}-summary-count`} className="ops-lead">
          {summary.length} / {CONSULTING_LIMITS.summary}자 · 코멘트 {annotations.length} /{' '}
          {CONSULTING_LIMITS.annotations}개
        </p>
        {summaryError && (
          <p id={`${id}-summary-error`} className="ops-error">
            {summaryError}
          </p>
        )}
      </div>
      {failure && (
        <p className="ops-error" role="alert">
          {failure}
        </p>
      )}
      <p className="ops-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={answer.isPending}
          onClick={() => void save(false)}
        >
          저장
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={answer.isPending}
          onClick={() => void save(true)}
        >
          답변 보내기
        </button>
      </p>
    </div>
  );
}
