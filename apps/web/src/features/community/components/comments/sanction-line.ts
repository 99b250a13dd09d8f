import type { CommunitySanction } from '@ilteo/contract';
import { seoulDateLabel } from '../../lib/format';

/** What a sanctioned member reads instead of the comment form. */
export function sanctionLine(sanction: CommunitySanction): string {
  const until = sanction.endsAt ? `${seoulDateLabel(sanction.endsAt)}까지` : '영구적으로';
  return `커뮤니티 글과 댓글 쓰기가 ${until} 제한되었습니다 (${String(sanction.level)}차 제재). 사유: ${sanction.reason}`;
}
