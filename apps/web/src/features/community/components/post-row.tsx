import { groupDigits, withQuery, type CommunityPostSummary } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { authorName, formatPostDate, formatPostDateTime } from '../lib/format';

export const postHref = (postId: number): string =>
  withQuery(paths.commuDetail, { postId: String(postId) });

/** One row of the list: board, title, excerpt, author, date and counts; 공지 when pinned. */
export function PostRow({
  post,
  notice = false,
}: {
  post: CommunityPostSummary;
  notice?: boolean;
}) {
  return (
    <article className={`commu-row${notice ? ' commu-row--notice' : ''}`}>
      <p className="commu-row__board">
        {notice && <span className="commu-badge commu-badge--notice">공지</span>}
        {post.boardName}
      </p>
      <h3 className="commu-row__title">
        <Link to={postHref(post.postId)}>{post.title}</Link>
        {post.hasImage && (
          <span className="commu-row__image" role="img" aria-label="이미지 있음">
            ▣
          </span>
        )}
      </h3>
      {!notice && post.excerpt && <p className="commu-row__excerpt">{post.excerpt}</p>}
      <p className="commu-row__meta">
        <span>{authorName(post.author)}</span>
        <time dateTime={post.createdAt} title={formatPostDateTime(post.createdAt)}>
          {formatPostDate(post.createdAt)}
        </time>
        <span>조회 {groupDigits(post.viewCount)}</span>
        <span>추천 {groupDigits(post.likeCount)}</span>
        <span>댓글 {groupDigits(post.commentCount)}</span>
      </p>
    </article>
  );
}
