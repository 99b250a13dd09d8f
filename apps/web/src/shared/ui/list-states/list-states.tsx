import type { ReactNode } from 'react';
import { RetryAlert } from '@/shared/ui/status/retry-alert';
import './list-states.css';

/**
 * The states a list (or a detail) shows instead of its items: placeholders
 * while the first page loads, nothing found, and a failure with 다시 시도.
 * One look for every screen, so a new area only writes its messages.
 */

/** Placeholder rows, hidden from screen readers (the region is aria-busy meanwhile). */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="list-skeleton__item">
          <SkeletonLines />
        </li>
      ))}
    </ul>
  );
}

/** A title bar and two lines of text, as a card's placeholder. */
export function SkeletonLines() {
  return (
    <>
      <span className="skeleton skeleton--title" />
      <span className="skeleton" />
      <span className="skeleton skeleton--short" />
    </>
  );
}

/** Nothing to show: the message, an optional hint, then what the viewer can do. */
export function ListEmpty({
  message,
  hint,
  children,
}: {
  message: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="list-status">
      <p className="list-status__message">{message}</p>
      {hint && <p className="list-status__hint">{hint}</p>}
      {children}
    </div>
  );
}

/** A load that failed: announced at once, with 다시 시도. */
export function ListError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return <RetryAlert className="list-status" message={message} onRetry={onRetry} />;
}

/** What ListQueryStates needs of a query (TanStack Query's result has it). */
interface ListQuery<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A whole-list query's states in one place: failed with nothing to show (다시
 * 시도), loading, empty, or `children` with its rows. A failed refresh keeps
 * the rows already shown.
 */
export function ListQueryStates<T>({
  query,
  errorMessage,
  emptyMessage,
  children,
}: {
  query: ListQuery<T>;
  errorMessage: string;
  emptyMessage: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const rows = query.data;
  if (query.isError && !rows) {
    return <ListError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (!rows) return <ListSkeleton />;
  if (rows.length === 0) return <ListEmpty message={emptyMessage} />;
  return <>{children(rows)}</>;
}
