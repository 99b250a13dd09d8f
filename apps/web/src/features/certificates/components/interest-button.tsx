import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/shared/lib/return-url';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { confirm } from '@/shared/ui/dialog';
import { useChangeInterest, type InterestContentType } from '../api/change-interest';

const NOUN: Record<InterestContentType, string> = {
  certificate: '자격증',
  'language-test': '어학시험',
};

export const LOGIN_QUESTION = '로그인이 필요합니다. 로그인하시겠습니까?';

/**
 * ♡/♥ toggle of a certificate or language test. A visitor is asked to log in
 * first; the change shows at once and is undone if the server refuses it.
 */
export function InterestButton({
  contentType,
  code,
  name,
  interested,
  count,
}: {
  contentType: InterestContentType;
  code: string;
  name: string;
  interested: boolean;
  /** Shown next to the heart on detail screens. */
  count?: number;
}) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const change = useChangeInterest(contentType);
  const noun = NOUN[contentType];
  const label = interested ? `관심 ${noun}에서 빼기` : `관심 ${noun}에 추가`;

  const onClick = async () => {
    if (!loggedIn) {
      if (await confirm(LOGIN_QUESTION, { title: '로그인' })) {
        await navigate(loginPathFor(`${location.pathname}${location.search}`));
      }
      return;
    }
    // Failures are already reported by the HTTP helper; the cache rolls back.
    change.mutate({ contentId: code, interested: !interested });
  };

  return (
    <button
      type="button"
      className={`interest-button${interested ? ' interest-button--on' : ''}`}
      aria-pressed={interested}
      title={`${name}: ${label}`}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{interested ? '♥' : '♡'}</span>
      {/* The name is the visible count plus the action, so speech input can say what it sees. */}
      <span className="sr-only">{label}</span>
      {count !== undefined && ' '}
      {count !== undefined && (
        <span className="interest-button__count">
          {count}
          <span className="sr-only">명 관심</span>
        </span>
      )}
    </button>
  );
}
