import type { CommunitySanction } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { seoulDateLabel } from '../../lib/format';

/** The sentence the write page shows instead of the form. */
export function sanctionMessage(sanction: CommunitySanction): string {
  const until = sanction.endsAt
    ? `${seoulDateLabel(sanction.endsAt)}까지 제한되었습니다`
    : '영구 제한되었습니다';
  return `커뮤니티 글쓰기가 ${until} (${String(sanction.level)}차 제재). 사유: ${sanction.reason}`;
}

/**
 * A sanction in force: the member reads why and until when before writing
 * anything (the server would refuse the post with 102, which sends the
 * member to the main page).
 */
export function SanctionNotice({ sanction }: { sanction: CommunitySanction }) {
  return (
    <div className="post-write__notice" role="alert">
      <p>{sanctionMessage(sanction)}</p>
      <p>
        <Link to={paths.commuList} className="button button--secondary">
          커뮤니티 목록으로
        </Link>
      </p>
    </div>
  );
}
