import type { ReactNode } from 'react';
import './form.css';

/**
 * A message about the whole form (wrong password, account locked, sent),
 * announced when it appears. `tone` error uses role=alert, info role=status.
 */
export function FormAlert({
  id,
  tone = 'error',
  children,
}: {
  id?: string;
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

/**
 * What a form screen needed (its profile, its terms) did not load: the
 * message, announced, with 다시 시도. `noPrint` keeps the button off paper.
 */
export function LoadFailedAlert({
  message,
  onRetry,
  noPrint = false,
}: {
  message: string;
  onRetry: () => void;
  noPrint?: boolean;
}) {
  return (
    <FormAlert>
      <p>{message}</p>
      <button
        type="button"
        className={`button button--secondary button--small${noPrint ? ' no-print' : ''}`}
        onClick={onRetry}
      >
        다시 시도
      </button>
    </FormAlert>
  );
}
