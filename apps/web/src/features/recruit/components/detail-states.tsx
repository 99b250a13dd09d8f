import { postingIdOf } from '@ilteo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { postingListHref } from '@/shared/postings/posting-links';
import { RetryAlert } from '@/shared/ui/status/retry-alert';

/** Whether a call about one posting failed because there is no such posting (or no valid id). */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** The posting id of ?postingId= in the address, or null. */
export function usePostingIdParam(): number | null {
  const [searchParams] = useSearchParams();
  return postingIdOf(searchParams.get('postingId'));
}

/**
 * A screen about the posting of ?postingId=: 찾을 수 없음 for no id, a bad one
 * or none such, the error with 다시 시도, the skeleton while loading, then
 * `children` with the data.
 */
export function PostingQueryGate<T>({
  postingId,
  query,
  skeleton = <DetailSkeleton />,
  children,
}: {
  postingId: number | null;
  query: UseQueryResult<T>;
  /** What shows while loading; a screen of its own shape keeps the layout from shifting. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (postingId === null || (query.isError && isNotFound(query.error))) return <PostingNotFound />;
  if (query.isError) return <DetailError onRetry={() => void query.refetch()} />;
  if (!query.data) return skeleton;
  return children(query.data);
}

export function DetailSkeleton() {
  return (
    <div className="recruit-page" aria-busy="true">
      <p className="sr-only">불러오는 중입니다.</p>
      <div className="recruit-skeleton" aria-hidden="true">
        <span className="recruit-skeleton__line recruit-skeleton__line--short" />
        <span className="recruit-skeleton__line recruit-skeleton__line--title" />
        <span className="recruit-skeleton__line" />
      </div>
    </div>
  );
}

export function PostingNotFound() {
  return (
    <div className="recruit-page">
      <h1 className="recruit-page__title">채용공고를 찾을 수 없습니다.</h1>
      <p className="recruit-page__lead">주소가 잘못되었거나 삭제된 공고입니다.</p>
      <p>
        <Link className="button button--secondary button--small" to={postingListHref()}>
          채용정보 목록으로
        </Link>
      </p>
    </div>
  );
}

export function DetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="recruit-page">
      <h1 className="sr-only">불러오지 못했습니다</h1>
      <RetryAlert
        className="recruit-status"
        message="공고를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={onRetry}
      />
    </div>
  );
}
