import type { PostingDetail } from '@ilteo/contract';
import { useNavigate, useLocation } from 'react-router';
import { DeadlineBadge } from '@/shared/postings/deadline-badge';
import { postingDetailHref } from '@/shared/postings/posting-links';
import { usePosting } from '../api/get-posting';
import { CompanyCard } from '../components/company-card';
import { PostingQueryGate, usePostingIdParam } from '../components/detail-states';
import { PostingBody } from '../components/posting-body';
import { PostingFacts } from '../components/posting-facts';
import { formatYmd } from '@/shared/lib/format-date';
import '@/shared/postings/postings.css';
import '@/shared/ui/page/page.css';
import '../components/recruit.css';

/** /bare/print?postingId=: the posting laid out for paper, with 인쇄 and 닫기. */
export function PrintPage() {
  const postingId = usePostingIdParam();
  const query = usePosting(postingId);

  return (
    <PostingQueryGate postingId={postingId} query={query}>
      {(posting) => <PrintView posting={posting} />}
    </PostingQueryGate>
  );
}

function PrintView({ posting }: { posting: PostingDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const detailPath = postingDetailHref(posting.postingId);

  // Opened from the detail: go back there. Opened directly (a shared link): go to the detail.
  const close = () =>
    void (location.key === 'default' ? navigate(detailPath, { replace: true }) : navigate(-1));

  return (
    <article className="print-page" aria-labelledby="print-title">
      <div className="print-page__toolbar">
        <p className="print-page__hint">
          인쇄 미리보기입니다. 인쇄 버튼을 누르면 인쇄 창이 열립니다.
        </p>
        <div className="print-page__buttons">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => window.print()}
          >
            인쇄
          </button>
          <button type="button" className="button button--secondary button--small" onClick={close}>
            닫기
          </button>
        </div>
      </div>
      <header className="print-page__head">
        <p className="posting-detail__company">{posting.company.name}</p>
        <h1 id="print-title" className="page__title">
          {posting.title}
        </h1>
        <p className="posting-card__badges">
          <DeadlineBadge posting={posting} today={posting.today} />
          {posting.intern && <span className="posting-badge posting-badge--intern">인턴</span>}
        </p>
        <PostingFacts posting={posting} />
      </header>
      <PostingBody posting={posting} linkCerts={false} />
      <CompanyCard company={posting.company} links={false} />
      <footer className="print-page__foot">
        <p>
          일터 채용공고 · 공고 번호 {posting.postingId} · 기준일 {formatYmd(posting.today)}
        </p>
        <p>{`${window.location.origin}${detailPath}`}</p>
      </footer>
    </article>
  );
}
