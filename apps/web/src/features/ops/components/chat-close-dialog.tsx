import { CHAT_LIMITS } from '@ilteo/contract';
import { useId, useRef, useState } from 'react';
import { Modal } from '@/shared/ui/modal/modal';

/**
 * 상담 종료: the summary the member sees with the closed conversation (and
 * the console keeps), required before the chat closes.
 */
export function ChatCloseDialog({
  memberName,
  onClose,
  onDismiss,
  busy,
  error,
}: {
  memberName: string;
  onClose: (summary: string) => void;
  onDismiss: () => void;
  busy: boolean;
  error: string | null;
}) {
  const id = useId();
  const [summary, setSummary] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const trimmed = summary.trim();

  return (
    <Modal onDismiss={onDismiss} labelledBy={`${id}-title`} initialFocus={input}>
      <form
        className="ops-chat-close"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onClose(trimmed);
        }}
      >
        <h2 id={`${id}-title`} className="ops-title">
          {memberName} 님과의 상담 종료
        </h2>
        <label htmlFor={`${id}-summary`} className="ops-chat-close__label">
          상담 요약 (회원에게도 보입니다)
        </label>
        <textarea
          ref={input}
          id={`${id}-summary`}
          className="ops-chat-close__input"
          rows={5}
          maxLength={CHAT_LIMITS.summary}
          value={summary}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setSummary(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="ops-error" role="alert">
            {error}
          </p>
        )}
        <div className="ops-actions">
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            취소
          </button>
          <button type="submit" className="button button--primary" disabled={!trimmed || busy}>
            종료하기
          </button>
        </div>
      </form>
    </Modal>
  );
}
