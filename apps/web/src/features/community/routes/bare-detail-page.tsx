import { PostGate } from '../components/post-gate';
import { PostView } from '../components/post-view';
import '@/shared/ui/page/page.css';

/**
 * /bare/commu/detail?postId=: the same post without the site's chrome, for
 * the app's web views and pop-ups (the bare layout).
 */
export function BareCommunityDetailPage() {
  return <PostGate>{(post) => <PostView post={post} bare />}</PostGate>;
}
