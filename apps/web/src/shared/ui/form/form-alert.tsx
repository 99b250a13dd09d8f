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
