import type { ReactNode } from 'react';

/** Loading, failed and empty states of the preferred-recruitment screens. */

export function PrefLoading({ label }: { label: string }) {
  return (
    <p className="pref-state" role="status">
      {label}
    </p>
  );
}

export function PrefError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="pref-state" role="alert">
      <p className="pref-state__message">{message}</p>
      <button type="button" className="button button--primary button--small" onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}

export function PrefEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="pref-state pref-state--empty">
      <p className="pref-state__title">{title}</p>
      <p className="pref-state__message">{children}</p>
      {action}
    </div>
  );
}
