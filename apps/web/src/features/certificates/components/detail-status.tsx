import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';

/** The ?code= of a certificate or language-test detail address ('' when there is none). */
export function useCodeParam(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('code')?.trim() ?? '';
}

/**
 * A catalogue detail screen before it has its item: 찾을 수 없음 for no code
 * or none such, the error with 다시 시도, the skeleton while loading, then
 * `children` with the data.
 */
export function CatalogueDetailGate<T>({
  code,
  query,
  notFound,
  backTo,
  backLabel,
  children,
}: {
  code: string;
  query: UseQueryResult<T>;
  /** 자격증 정보를 찾을 수 없습니다. */
  notFound: string;
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (code === '' || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title={notFound}
        reason="주소가 바뀌었거나 더 이상 제공하지 않는 정보입니다."
        backTo={backTo}
        backLabel={backLabel}
      />
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <DetailSkeleton />;
  return children(query.data);
}
