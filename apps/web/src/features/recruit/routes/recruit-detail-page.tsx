import { groupDigits, type PostingDetail } from '@ilteo/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isPostingClosed } from '@/shared/postings/d-day';
import { DeadlineBadge } from '@/shared/postings/deadline-badge';
import { postingApplyStateHref, postingListHref } from '@/shared/postings/posting-links';
import { InterestButton } from '@/shared/ui/interest-button';
import { usePosting } from '../api/get-posting';
import { recordPostingView } from '../api/record-posting-view';
import { ApplyButton } from '../components/apply-button';
import { CompanyCard } from '../components/company-card';
import { PostingQueryGate, usePostingIdParam } from '../components/detail-states';
import { PostingBody } from '../components/posting-body';
import { PostingFacts } from '../components/posting-facts';
import { PostingDetailSkeleton } from '../components/posting-detail-skeleton';
import { ShareActions } from '../components/share-actions';
import { useLoginGate } from '../components/use-login-gate';
import '@/shared/postings/postings.css';
import '@/shared/ui/page/page.css';
import '../components/recruit.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The report form (with react-hook-form and its schema) is fetched when someone
// heads for the button, not with the page.
const loadReportDialog = () => import('@/shared/ui/report-dialog/report-dialog');
const ReportDialog = lazyChunk(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));
const prefetchReportDialog = () => void loadReportDialog();

/** Counts one view per visit: a new history entry is a new visit, a re-render is not. */
function useRecordView(postingId: number | null) {
  const { key } = useLocation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (postingId === null) return;
    const visit = `${key}:${postingId}`;
    if (recorded.current === visit) return;
    recorded.current = visit;
    void recordPostingView(postingId);
  }, [key, postingId]);
}

/** /person/recrtinfo/detail?postingId=: one posting, open or closed. */
export function RecruitDetailPage() {
  const postingId = usePostingIdParam();
  const query = usePosting(postingId);
  useRecordView(query.data ? postingId : null);

  return (
    <PostingQueryGate postingId={postingId} query={query} skeleton={<PostingDetailSkeleton />}>
      {(posting) => <PostingDetailView posting={posting} />}
    </PostingQueryGate>
  );
}

function PostingDetailView({ posting }: { posting: PostingDetail }) {
  const closed = isPostingClosed(posting, posting.today);
  const [reportOpen, setReportOpen] = useState(false);
  const loginGate = useLoginGate();

  return (
    <article className="page posting-detail" aria-labelledby="posting-title">
      <p className="posting-detail__back">
        <Link to={postingListHref()}>채용정보 목록</Link>
      </p>
      <header className="posting-detail__head">
        <p className="posting-detail__company">{posting.company.name}</p>
        <div className="posting-detail__title-row">
          <h1 id="posting-title" className="page__title">
            {posting.title}
          </h1>
          <InterestButton
            contentType="posting"
            contentId={String(posting.postingId)}
            name={posting.title}
            interested={posting.interested}
            count={posting.interestCount}
          />
        </div>
        <p className="posting-card__badges">
          <DeadlineBadge posting={posting} today={posting.today} />
          {posting.intern && <span className="posting-badge posting-badge--intern">인턴</span>}
        </p>
        {closed && (
          <p className="posting-detail__closed" role="note">
            <strong>마감된 공고입니다.</strong> 지원을 받지 않으며, 내용은 참고용으로만 볼 수
            있습니다.
          </p>
        )}
        <PostingFacts posting={posting} />
        <p className="posting-detail__stats">
          조회 {groupDigits(posting.viewCount)} · 지원 {groupDigits(posting.applyCount)} · 관심{' '}
          {groupDigits(posting.interestCount)}
        </p>
        <div className="posting-detail__actions">
          {closed ? (
            <button type="button" className="button button--primary" disabled>
              지원 마감
            </button>
          ) : (
            <ApplyButton posting={posting} />
          )}
          <Link className="button button--secondary" to={postingApplyStateHref(posting.postingId)}>
            지원자 현황
          </Link>
        </div>
        <ShareActions postingId={posting.postingId} title={posting.title} />
      </header>

      <div className="posting-detail__main">
        <PostingBody posting={posting} />
        <CompanyCard company={posting.company} />
      </div>

      <p className="posting-detail__report">
        <button
          type="button"
          className="posting-detail__report-button"
          aria-haspopup="dialog"
          onPointerEnter={prefetchReportDialog}
          onFocus={prefetchReportDialog}
          onClick={() =>
            void loginGate().then((ok) => {
              if (ok) setReportOpen(true);
            })
          }
        >
          이 공고 신고하기
        </button>
      </p>
      {reportOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            kind="posting"
            targetId={String(posting.postingId)}
            title="이 공고 신고하기"
            lead={`‘${posting.title}’ 공고에서 문제가 된 점을 알려 주세요. 신고한 분의 정보는 회사에 알리지 않습니다.`}
            onClose={() => setReportOpen(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
