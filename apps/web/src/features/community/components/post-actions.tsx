import { groupDigits, withQuery, type CommunityPost } from '@ilteo/contract';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { confirm } from '@/shared/ui/dialog';
import { InterestButton } from '@/shared/ui/interest-button';
import { toast } from '@/shared/ui/toast';
import { ShareButton } from '@/shared/ui/share-button';
import { useDeletePost } from '../api/delete-post';
import { useToggleLike } from '../api/toggle-like';
import { postHref } from './post-row';
import { useLoginGate } from './use-login-gate';

// The report form (react-hook-form and its schema) is fetched when someone
// heads for the button, not with the page.
const loadReportDialog = () => import('@/shared/ui/report-dialog/report-dialog');
const ReportDialog = lazyChunk(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));
const prefetchReportDialog = () => void loadReportDialog();

/** 추천, 관심, 공유 and 신고 of a post; 수정 and 삭제 for its author. */
export function PostActions({ post }: { post: CommunityPost }) {
  const [reportOpen, setReportOpen] = useState(false);
  const loginGate = useLoginGate();
  const like = useToggleLike(post.postId);
  const remove = useDeletePost();
  const navigate = useNavigate();
  const mine = post.author.mine;

  const onLike = async () => {
    // Failures are reported by the HTTP helper; the count stays as it was.
    if (await loginGate()) like.mutate();
  };

  const onDelete = async () => {
    const sure = await confirm('이 글을 삭제하시겠습니까? 삭제한 글은 되돌릴 수 없습니다.', {
      title: '글 삭제',
      confirmLabel: '삭제',
      destructive: true,
    });
    if (!sure) return;
    try {
      toast(await remove.mutateAsync(post.postId));
      await navigate(withQuery(paths.commuList, { boardId: String(post.board.boardId) }));
    } catch {
      // The HTTP helper has already said why.
    }
  };

  return (
    <div className="commu-actions">
      <div className="commu-actions__main" role="group" aria-label="글 반응">
        <button
          type="button"
          className={`button button--secondary button--small commu-like${post.liked ? ' commu-like--on' : ''}`}
          aria-pressed={post.liked}
          disabled={like.isPending}
          onClick={() => void onLike()}
        >
          <span aria-hidden="true">{post.liked ? '▲' : '△'}</span> 추천{' '}
          {groupDigits(post.likeCount)}
        </button>
        <InterestButton
          contentType="community-post"
          contentId={String(post.postId)}
          name={post.title}
          interested={post.interested}
        />
        <ShareButton
          title={post.title}
          path={postHref(post.postId)}
          copied="글 링크를 복사했습니다."
        />
      </div>
      <div className="commu-actions__more">
        {mine ? (
          <>
            <Link
              className="button button--secondary button--small"
              to={withQuery(paths.commuWrite, { postId: String(post.postId) })}
            >
              수정
            </Link>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={remove.isPending}
              onClick={() => void onDelete()}
            >
              삭제
            </button>
          </>
        ) : (
          <button
            type="button"
            className="commu-link-button"
            aria-haspopup="dialog"
            onPointerEnter={prefetchReportDialog}
            onFocus={prefetchReportDialog}
            onClick={() =>
              void loginGate().then((ok) => {
                if (ok) setReportOpen(true);
              })
            }
          >
            신고하기
          </button>
        )}
      </div>
      {reportOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            kind="community-post"
            targetId={String(post.postId)}
            title="이 글 신고하기"
            lead={`‘${post.title}’ 글에서 문제가 된 점을 알려 주세요. 신고한 분의 정보는 작성자에게 알리지 않습니다.`}
            onClose={() => setReportOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
