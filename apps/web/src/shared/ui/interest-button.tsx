import { groupDigits, type ContentType } from '@ilteo/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/shared/lib/return-url';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { confirm } from '@/shared/ui/dialog';
import { useChangeInterest } from './interest-button-mutation';
import './interest-button.css';

const NOUN: Record<ContentType, string> = {
  posting: '공고',
  company: '기업',
  certificate: '자격증',
  'language-test': '어학시험',
  'community-post': '게시글',
  'company-review': '리뷰',
  'interview-review': '면접 후기',
  'guide-article': '가이드',
};

export const LOGIN_QUESTION = '로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?';

export interface InterestButtonProps {
  contentType: ContentType;
  /** The item's id as the API names it (postingId, certificate code …), as text. */
  contentId: string;
  /** The item's name, for the tooltip. */
  name: string;
  interested: boolean;
  /** Shown next to the heart on detail screens. */
  count?: number;
  /** Cached queries to update; every query holding the item when not given. */
  cacheScope?: QueryKey;
}

/**
 * ♡/♥ toggle of anything a job seeker can keep (관심 공고, 관심 자격증 …). A
 * visitor is asked to log in first and comes back here afterwards; the change
 * shows at once and is undone if the server refuses it.
 */
export function InterestButton({
  contentType,
  contentId,
  name,
  interested,
  count,
  cacheScope,
}: InterestButtonProps) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const change = useChangeInterest(contentType, cacheScope);
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
    change.mutate({ contentId, interested: !interested });
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
          {groupDigits(count)}
          <span className="sr-only">명 관심</span>
        </span>
      )}
    </button>
  );
}
