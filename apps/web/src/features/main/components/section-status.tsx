import { RetryAlert } from '@/shared/ui/status/retry-alert';

/** Loading and failed states of one main-page block; the rest of the page stays usable. */

export function BlockSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="main-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="main-skeleton__card" />
      ))}
    </div>
  );
}

export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryAlert className="main-status" tone="secondary" message={message} onRetry={onRetry} />
  );
}
