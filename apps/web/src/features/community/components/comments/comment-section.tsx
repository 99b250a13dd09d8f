import { groupDigits, type CommunityPost } from '@ilteo/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '@/shared/lib/return-url';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { ListError } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { useCommunityMe } from '../../api/get-community-me';
import { useComments } from '../../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-item';
import { sanctionLine } from './sanction-line';

/**
 * The comments under a post: the form (or a way to log in, or the
 * member's sanction), the comments oldest first with their replies, pages.
 */
export function CommentSection({ post }: { post: CommunityPost }) {
  const [page, setPage] = useState(1);
  const loggedIn = useIsLoggedIn();
  const me = useCommunityMe(loggedIn);
  const query = useComments(post.postId, page);
  const location = useLocation();
  const sanction = me.data?.sanction ?? null;
  const canWrite = loggedIn && sanction === null;
  const allowAnonymous = post.board.allowAnonymous;

  return (
    <section className="commu-comments" aria-labelledby="commu-comments-title">
      <h2 id="commu-comments-title" className="commu-comments__title">
        댓글 <span className="commu-comments__count">{groupDigits(post.commentCount)}</span>
      </h2>
      {!loggedIn ? (
        <p className="commu-comments__login">
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
            로그인하고 댓글을 남겨 보세요
          </Link>
        </p>
      ) : sanction ? (
        <p className="commu-comments__sanction" role="note">
          {sanctionLine(sanction)}
        </p>
      ) : (
        <CommentForm
          postId={post.postId}
          mode={{ kind: 'new', parentId: null, allowAnonymous }}
          label="댓글"
          onDone={() => {
            // A new comment is the last of the last page; the count is refreshed with the post.
            if (query.data && query.data.totalPages > page) setPage(query.data.totalPages);
          }}
        />
      )}
      <div aria-busy={query.isFetching}>
        {query.isError ? (
          <ListError
            message="댓글을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
            onRetry={() => void query.refetch()}
          />
        ) : query.data && query.data.items.length > 0 ? (
          <ul className="commu-comment-list">
            {query.data.items.map((comment) => (
              <CommentThread
                key={comment.commentId}
                comment={comment}
                postId={post.postId}
                allowAnonymous={allowAnonymous}
                canWrite={canWrite}
              />
            ))}
          </ul>
        ) : query.data ? (
          <p className="commu-comments__empty">아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.</p>
        ) : null}
      </div>
      {query.data && (
        <Pagination page={query.data.page} totalPages={query.data.totalPages} onChange={setPage} />
      )}
    </section>
  );
}
