import { COMMUNITY_API } from '@ilteo/contract';
import { request } from '@/shared/api/http';

/**
 * POST /api/v1/person/certi-lang/commu/view — counts a view (the server
 * counts one per viewer per day). A count is no reason to bother the reader:
 * failures are ignored.
 */
export async function recordPostView(postId: number): Promise<void> {
  try {
    await request({ method: 'POST', url: COMMUNITY_API.view, data: { postId }, silent: true });
  } catch {
    // Logged by the HTTP helper; the page works without the count.
  }
}
