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

/** Stands in for a row of posting cards: the same list, the same number of cards, the same height. */
export function CardsSkeleton({ count }: { count: number }) {
  return (
    <ul className="main-cards main-cards--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} />
      ))}
    </ul>
  );
}

export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryAlert className="main-status" tone="secondary" message={message} onRetry={onRetry} />
  );
}
