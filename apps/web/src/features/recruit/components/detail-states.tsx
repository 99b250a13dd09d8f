import { postingIdOf } from '@ilteo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { postingListHref } from '@/shared/postings/posting-links';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';

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
  if (query.isError) {
    return (
      <DetailError
        message="공고를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return skeleton;
  return children(query.data);
}

export function PostingNotFound() {
  return (
    <DetailNotFound
      title="채용공고를 찾을 수 없습니다."
      reason="주소가 잘못되었거나 삭제된 공고입니다."
      backTo={postingListHref()}
      backLabel="채용정보 목록으로"
    />
  );
}
