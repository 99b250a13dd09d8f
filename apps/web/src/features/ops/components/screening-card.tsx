import { REVIEW_STATES, type ScreeningItem } from '@ilteo/contract';
import { useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/toast';
import { useDecideReview, type ScreeningDecision } from '../api/decide-review';
import { seoulDateTime } from './format';
import { ReasonForm } from './reason-form';

type Decision = ScreeningDecision['decision'];

const DONE: Record<Decision, string> = {
  publish: '게시했습니다. 작성자에게 알립니다.',
  reject: '반려했습니다. 작성자에게 사유를 알립니다.',
  restore: '다시 게시했습니다. 작성자에게 알립니다.',
  'keep-held': '임시조치를 유지합니다. 작성자에게 알립니다.',
};

/** The decision that needs a reason first (the author is told it): 반려 and 임시조치 유지. */
const ASKS_REASON: Partial<Record<Decision, { label: string; confirm: string }>> = {
  reject: { label: '반려 사유 (작성자에게 전달됩니다)', confirm: '반려하기' },
  'keep-held': { label: '유지 사유 (작성자에게 전달됩니다)', confirm: '유지하기' },
};

/**
 * One review or interview review as its author wrote it (operators publish
 * or reject, never edit), its 임시조치 and objection, and the decisions the
 * queue allows: 게시/반려 while pending, 복원/임시조치 유지 when objected.
 * A refusal stays beside the item; focus returns to the button that opened
 * a reason form when it closes.
 */
export function ScreeningCard({ item, objected }: { item: ScreeningItem; objected: boolean }) {
  const decide = useDecideReview();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const titleId = `ops-screening-${item.kind}-${String(item.id)}`;

  const run = async (decision: Decision, reason?: string) => {
    setFailure(null);
    try {
      await decide.mutateAsync({
        kind: item.kind,
        id: item.id,
        decision,
        ...(reason ? { reason } : {}),
      });
      toast(DONE[decision]);
    } catch (cause) {
      if (isApiError(cause)) setFailure(cause.message);
    }
  };

  const button = (decision: Decision, label: string, primary = false) => (
    <button
      type="button"
      className={`button button--small ${primary ? 'button--primary' : 'button--secondary'}`}
      disabled={decide.isPending}
      onClick={(e) => {
        if (ASKS_REASON[decision]) {
          opener.current = e.currentTarget;
          setAsking(decision);
          return;
        }
        void run(decision);
      }}
    >
      {label}
    </button>
  );

  const ask = asking ? ASKS_REASON[asking] : undefined;
  return (
    <article className="ops-part ops-screening" aria-labelledby={titleId}>
      <h2 id={titleId} className="ops-part__title">
        {item.companyName} · {item.title || '(제목 없음)'}
      </h2>
      <dl className="ops-facts">
        <dt>상태</dt>
        <dd>
          {REVIEW_STATES[item.state]}
          {item.edited && ' · 게시 후 수정됨'}
        </dd>
        <dt>작성일</dt>
        <dd>{seoulDateTime(item.createdAt)}</dd>
        {item.heldUntil && (
          <>
            <dt>임시조치</dt>
            <dd>
              {seoulDateTime(item.heldUntil)}까지 · {item.takedownReason ?? '사유 없음'}
            </dd>
          </>
        )}
        {item.objection !== null && (
          <>
            <dt>이의 신청</dt>
            <dd className="ops-table__text">{item.objection}</dd>
          </>
        )}
      </dl>
      <p className="ops-content ops-screening__body">{item.body}</p>
      {ask && asking ? (
        <ReasonForm
          label={ask.label}
          confirmLabel={ask.confirm}
          pending={decide.isPending}
          onConfirm={(reason) => {
            const decision = asking;
            setAsking(null);
            void run(decision, reason);
          }}
          onCancel={() => {
            setAsking(null);
            opener.current?.focus();
          }}
        />
      ) : (
        <p className="ops-actions">
          {objected ? (
            <>
              {button('restore', '다시 게시', true)}
              {button('keep-held', '임시조치 유지')}
            </>
          ) : (
            <>
              {button('publish', '게시', true)}
              {button('reject', '반려')}
            </>
          )}
        </p>
      )}
      {failure && (
        <p className="ops-error" role="alert">
          {failure}
        </p>
      )}
    </article>
  );
}
