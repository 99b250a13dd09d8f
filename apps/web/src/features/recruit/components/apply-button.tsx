import { APPLY_METHOD_LABELS, type PostingDetail } from '@ilteo/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { postingApplyHref } from '@/shared/postings/posting-links';
import { mailtoOf, safeHttpUrl } from '../lib/posting-format';

/** Where a 홈페이지/이메일 posting's button goes: the company's page, or a mail draft with a subject. */
export function externalApplyTarget(posting: PostingDetail): string | null {
  if (posting.applyMethod === 'homepage') return safeHttpUrl(posting.applyUrl);
  if (posting.applyMethod === 'email') {
    const mailto = mailtoOf(posting.applyUrl);
    return mailto && `${mailto}?subject=${encodeURIComponent(`[입사 지원] ${posting.title}`)}`;
  }
  return null;
}

/**
 * The detail's apply button (an open posting). 일터 즉시지원 goes to the
 * apply screen. 홈페이지/이메일 지원 opens the company's page or a mail draft,
 * then offers 외부 지원으로 기록: the apply screen records it for this
 * posting (it knows the posting's method), behind the route guard's login.
 */
export function ApplyButton({ posting }: { posting: PostingDetail }) {
  const [opened, setOpened] = useState(false);
  const target = externalApplyTarget(posting);
  if (posting.applyMethod === 'ilteo' || !target) {
    return (
      <Link className="button button--primary" to={postingApplyHref(posting.postingId)}>
        지원하기
      </Link>
    );
  }
  const homepage = posting.applyMethod === 'homepage';
  return (
    <>
      <a
        className="button button--primary"
        href={target}
        target={homepage ? '_blank' : undefined}
        rel="noopener noreferrer"
        onClick={() => setOpened(true)}
      >
        {APPLY_METHOD_LABELS[posting.applyMethod]}
        {homepage && <span className="sr-only"> (새 창)</span>}
      </a>
      {opened && (
        <p className="posting-detail__external" role="status">
          {homepage ? '회사 페이지에서' : '메일로'} 지원을 마치셨다면 일터에 기록해 두세요. 지원
          현황에서 함께 관리할 수 있습니다.{' '}
          <Link to={postingApplyHref(posting.postingId)}>외부 지원으로 기록</Link>
        </p>
      )}
    </>
  );
}
