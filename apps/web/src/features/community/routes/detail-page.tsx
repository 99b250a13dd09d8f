import { PostGate } from '../components/post-gate';
import { PostView } from '../components/post-view';
import '@/shared/ui/page/page.css';

/** /person/certi-lang/commu/detail?postId=: one post with its comments. */
export function CommunityDetailPage() {
  return <PostGate>{(post) => <PostView post={post} />}</PostGate>;
}
