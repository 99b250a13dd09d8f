import { REVIEW_STATES, type ReviewState } from '@ilteo/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths, pathWith } from '@/shared/config/paths';
import { FormAlert } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { useObjectToTakedown } from '../../api/object-to-takedown';
import { formatKoreanDate } from './stars';

const OBJECTION_MIN = 10;
const OBJECTION_MAX = 1000;

/** The author's own review's state above its edit form: screening, rejection, 임시조치. */
export function ReviewStatus({
  kind,
  id,
  state,
  rejectReason,
  heldUntil,
  objection,
}: {
  kind: 'company-review' | 'interview-review';
  id: number;
  state: ReviewState;
  rejectReason: string | null;
  heldUntil: string | null;
  objection: string | null;
}) {
  return (
    <section className="review-status" aria-labelledby="review-status-title">
      <h2 id="review-status-title" className="page-section__title">
        현재 상태: {REVIEW_STATES[state]}
      </h2>
      {state === 'pending' && (
        <p>운영자가 심사하고 있습니다. 심사가 끝나면 알림으로 알려 드립니다.</p>
      )}
      {state === 'published' && <p>게시된 상태입니다. 수정하면 다시 심사를 거쳐 게시됩니다.</p>}
      {state === 'rejected' && (
        <FormAlert>
          <p>반려되었습니다. 사유: {rejectReason ?? '사유가 기록되지 않았습니다.'}</p>
          <p>내용을 고쳐 저장하면 다시 심사합니다.</p>
        </FormAlert>
      )}
      {state === 'held' && (
        <>
          <FormAlert>
            <p>
              기업의 요청으로 임시조치(정보통신망법 제44조의2)되어
              {heldUntil ? ` ${formatKoreanDate(heldUntil)}까지` : ''} 보이지 않습니다.
            </p>
          </FormAlert>
          {objection === null ? (
            <ObjectionForm kind={kind} id={id} />
          ) : (
            <p>이의 제기를 접수했습니다. 운영자가 검토한 뒤 알림으로 알려 드립니다.</p>
          )}
        </>
      )}
      <p>
        <Link
          to={pathWith(paths.myWrittenHistory, {
            tab: kind === 'company-review' ? 'reviews' : 'interview-reviews',
          })}
        >
          작성 이력 보기
        </Link>
      </p>
    </section>
  );
}

/** The author's one objection to a 임시조치; operators then restore or keep it held. */
function ObjectionForm({ kind, id }: { kind: 'company-review' | 'interview-review'; id: number }) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const object = useObjectToTakedown();

  const onSubmit = async () => {
    const text = reason.trim();
    if (text.length < OBJECTION_MIN) {
      setError(`이의 사유를 ${String(OBJECTION_MIN)}자 이상 입력해 주세요.`);
      return;
    }
    try {
      toast(await object.mutateAsync({ kind, id, reason: text }));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : '이의 제기를 접수하지 못했습니다.');
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className="field">
        <label htmlFor={fieldId} className="field__label">
          이의 제기 사유
        </label>
        <p id={`${fieldId}-description`} className="field__description">
          임시조치가 부당하다고 생각하면 한 번 이의를 제기할 수 있습니다. 운영자가 검토해 다시
          게시하거나 기간이 끝날 때까지 유지합니다.
        </p>
        <textarea
          id={fieldId}
          className="textarea"
          value={reason}
          maxLength={OBJECTION_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-description${error ? ` ${fieldId}-error` : ''}`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${fieldId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--secondary" disabled={object.isPending}>
        이의 제기
      </button>
    </form>
  );
}

/** After a save: it waits for screening; where to go next. */
export function SavedState({
  message,
  companyId,
  reviewsHref,
  reviewsLabel,
}: {
  message: string;
  companyId: number;
  reviewsHref: string;
  reviewsLabel: string;
}) {
  return (
    <div className="review-done">
      <FormAlert tone="success">
        <p>{message || '저장했습니다.'}</p>
        <p>심사 후 게시됩니다. 심사 결과는 알림으로 알려 드립니다.</p>
      </FormAlert>
      <div className="review-done__links">
        <Link className="button button--primary button--small" to={reviewsHref}>
          {reviewsLabel}
        </Link>
        <Link
          className="button button--secondary button--small"
          to={`${paths.companyDetail}?companyId=${String(companyId)}`}
        >
          기업정보로
        </Link>
      </div>
    </div>
  );
}
