import { createHmac } from 'node:crypto';

export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Who a view (or a helpful vote) counts for: a member by id, a visitor by a
 * keyed hash of their address and browser. The key keeps the stored value
 * from being reversed into an IP address (only whether two visits match is
 * needed), truncated because a collision only merges two visitors' counts for
 * a day. `purpose` separates the areas' keys ('community-view', 'guide-view',
 * 'support-viewer'): each area's stored keys stay what they were.
 */
export function viewerKey(secret: string, purpose: string, viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHmac('sha256', secret)
    .update(`${purpose}\n${viewer.ip}\n${viewer.userAgent ?? ''}`)
    .digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}
