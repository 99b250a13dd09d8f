import { postingIdOf, type CommunityPost } from '@ilteo/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { usePost } from '../api/get-post';
import { recordPostView } from '../api/record-post-view';

/** The post id of ?postId= in the address, or null (the contract's int4 id rule). */
export function usePostIdParam(): number | null {
  const [searchParams] = useSearchParams();
  return postingIdOf(searchParams.get('postId'));
}

/** Counts one view per visit: a new history entry is a new visit, a re-render is not. */
function useRecordView(postId: number | null) {
  const { key } = useLocation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (postId === null) return;
    const visit = `${key}:${postId}`;
    if (recorded.current === visit) return;
    recorded.current = visit;
    void recordPostView(postId);
  }, [key, postId]);
}

/**
 * The post of ?postId=: 찾을 수 없음 for no id, a bad one, a deleted or
 * unknown post; the blinded and removed go on to /reported-content in place
 * of this entry (Back does not bounce here again); otherwise `children`.
 */
export function PostGate({ children }: { children: (post: CommunityPost) => ReactNode }) {
  const postId = usePostIdParam();
  const query = usePost(postId);
  const navigate = useNavigate();
  const data = query.data;
  const reportedPath = data?.state === 'reported' ? data.path : null;
  useRecordView(data?.state === 'published' ? postId : null);

  useEffect(() => {
    if (reportedPath) void navigate(reportedPath, { replace: true });
  }, [navigate, reportedPath]);

  if (postId === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="글을 찾을 수 없습니다."
        reason="주소가 잘못되었거나 삭제된 글입니다."
        backTo={paths.commuList}
        backLabel="커뮤니티 목록으로"
      />
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="글을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data || data.state !== 'published') return <DetailSkeleton />;
  return children(data.post);
}
