import type { ReactNode } from 'react';
import { RetryAlert } from '@/shared/ui/status/retry-alert';

/** Loading, failed and empty states of the preferred-recruitment screens. */

export function PrefLoading({ label }: { label: string }) {
  return (
    <p className="pref-state" role="status">
      {label}
    </p>
  );
}

export function PrefError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert className="pref-state" message={message} onRetry={onRetry} />;
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
