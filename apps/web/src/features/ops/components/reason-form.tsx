import { OPS_LIMITS } from '@ilteo/contract';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * The inline form an operator fills before a lock, an unlock or a
 * rejection: the reason (required, as the audit log keeps it), then
 * 확인 or 취소. Focus moves into it when it opens and back is the caller's.
 */
export function ReasonForm({
  label,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  label: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  return (
    <form
      className="ops-decision"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = reason.trim();
        if (!trimmed) {
          setError('사유를 입력해 주세요.');
          input.current?.focus();
          return;
        }
        onConfirm(trimmed);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <label htmlFor={inputId}>
        {label}
        <input
          id={inputId}
          ref={input}
          value={reason}
          maxLength={OPS_LIMITS.reasonMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary button--small" disabled={pending}>
        {confirmLabel}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onCancel}>
        취소
      </button>
      {error && (
        <p id={errorId} className="ops-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
