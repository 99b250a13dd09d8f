import type { ResumeDetail } from '@ilteo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import './resumes.css';

/**
 * The view's and the print's states before the résumé is there: no valid id
 * in the address, loading, no such résumé, a failure. Another member's
 * résumé is 102, which the HTTP helper answers by going to the main page.
 */
export function ResumeQueryGate({
  resumeId,
  query,
  children,
}: {
  resumeId: number | null;
  query: UseQueryResult<ResumeDetail>;
  children: (resume: ResumeDetail) => ReactNode;
}) {
  if (resumeId === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="이력서를 찾을 수 없습니다"
        reason="주소가 올바르지 않거나 삭제된 이력서입니다."
        backTo={paths.myCareerList}
        backLabel="이력서 목록으로"
      />
    );
  }
  if (query.isPending) {
    return (
      <div className="resume-loading">
        <DetailSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <DetailError message="이력서를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
