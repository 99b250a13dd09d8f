import { API } from '@ilteo/contract';
import { request } from '@/shared/api/http';

/**
 * POST /api/v1/person/recrt-info/view — counts one view of a posting. A
 * count is no reason to bother the reader: failures are logged by the HTTP
 * helper and otherwise ignored.
 */
export async function recordPostingView(postingId: number): Promise<void> {
  try {
    await request({ method: 'POST', url: API.recruit.view, data: { postingId }, silent: true });
  } catch {
    // Already logged; the page works without the count.
  }
}
