import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { ErrorState } from './list-status';

/** Whether a detail call failed because there is no such item (or no code). */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function DetailSkeleton() {
  return (
    <div className="certi-page" aria-busy="true">
      <p className="sr-only">불러오는 중입니다.</p>
      <div className="certi-detail__head" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

export function DetailNotFound({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="certi-page">
      <h1 className="certi-page__title">{message}</h1>
      <p className="certi-page__lead">주소가 바뀌었거나 더 이상 제공하지 않는 정보입니다.</p>
      <p>
        <Link className="button button--secondary button--small" to={backTo}>
          {backLabel}
        </Link>
      </p>
    </div>
  );
}

export function DetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="certi-page">
      <h1 className="sr-only">불러오지 못했습니다</h1>
      <ErrorState
        message="정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={onRetry}
      />
    </div>
  );
}
