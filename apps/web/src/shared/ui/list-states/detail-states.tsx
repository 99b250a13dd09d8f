import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { PageFrame } from '@/shared/ui/page';
import { ListError, SkeletonLines } from './list-states';

/**
 * The states of a detail screen before it has its item: loading, no such item
 * (or a bad id in the address) with a way back to the list, and a failure.
 */

/** Whether a detail call failed because there is no such item (or no valid id). */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function DetailSkeleton() {
  return (
    <div className="page detail-skeleton-page" aria-busy="true">
      <p className="sr-only">불러오는 중입니다.</p>
      <div className="list-skeleton__item" aria-hidden="true">
        <SkeletonLines />
      </div>
    </div>
  );
}

export function DetailNotFound({
  title,
  reason,
  backTo,
  backLabel,
}: {
  title: string;
  reason: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageFrame title={title} lead={reason}>
      <p>
        <Link className="button button--secondary button--small" to={backTo}>
          {backLabel}
        </Link>
      </p>
    </PageFrame>
  );
}

export function DetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="page">
      <h1 className="sr-only">불러오지 못했습니다</h1>
      <ListError message={message} onRetry={onRetry} />
    </div>
  );
}
