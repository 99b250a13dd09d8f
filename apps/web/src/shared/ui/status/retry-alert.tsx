import type { ReactNode } from 'react';

/**
 * A load that failed and can be tried again: the message is announced at once
 * (role=alert) and 다시 시도 sits under it. `className` names the block of the
 * screen's own stylesheet; the message takes its `__message` element.
 */
export function RetryAlert({
  className,
  message,
  onRetry,
  tone = 'primary',
}: {
  className: string;
  message: ReactNode;
  onRetry: () => void;
  tone?: 'primary' | 'secondary';
}) {
  return (
    <div className={className} role="alert">
      <p className={`${className}__message`}>{message}</p>
      <button type="button" className={`button button--${tone} button--small`} onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}
