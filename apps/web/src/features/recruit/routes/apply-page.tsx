import { APPLY_METHOD_LABELS, type PostingDetail } from '@ilteo/contract';
import { Link } from 'react-router';
import { postingDetailHref, postingListHref } from '@/shared/postings/posting-links';
import { usePosting } from '../api/get-posting';
import { PostingQueryGate, usePostingIdParam } from '../components/detail-states';
import { mailtoOf, safeHttpUrl } from '../lib/posting-format';
import '@/shared/ui/page/page.css';
import '../components/recruit.css';

/**
 * /person/recrtInfo/apply?postingId=: online application is not open yet, and
 * this page says so plainly — no form that pretends to send anything. Where
 * the posting takes applications on the company's site or by mail, that way
 * is shown.
 */
export function ApplyPage() {
  const postingId = usePostingIdParam();
  const query = usePosting(postingId);

  return (
    <PostingQueryGate postingId={postingId} query={query}>
      {(posting) => <ApplyNotice posting={posting} />}
    </PostingQueryGate>
  );
}

function OtherWay({ posting }: { posting: PostingDetail }) {
  const homepage = posting.applyMethod === 'homepage' ? safeHttpUrl(posting.applyUrl) : null;
  const mailto = posting.applyMethod === 'email' ? mailtoOf(posting.applyUrl) : null;
  if (posting.applyMethod === 'ilteo') return null;
  return (
    <section className="apply-notice__way" aria-labelledby="apply-way-title">
      <h2 id="apply-way-title" className="apply-notice__subtitle">
        이 공고의 지원 방법: {APPLY_METHOD_LABELS[posting.applyMethod]}
      </h2>
      {homepage ? (
        <p>
          이 공고는 회사 채용 페이지에서 지원을 받습니다.{' '}
          <a href={homepage} target="_blank" rel="noopener noreferrer">
            회사 채용 페이지로 가기<span className="sr-only"> (새 창)</span>
          </a>
        </p>
      ) : mailto ? (
        <p>
          이 공고는 이메일로 지원을 받습니다. 지원서 보낼 곳:{' '}
          <a href={mailto}>{mailto.slice('mailto:'.length)}</a>
        </p>
      ) : (
        <p>자세한 지원 방법은 공고 내용을 확인해 주세요.</p>
      )}
    </section>
  );
}

function ApplyNotice({ posting }: { posting: PostingDetail }) {
  return (
    <div className="page apply-notice">
      <h1 className="page__title">입사 지원</h1>
      <p className="apply-notice__posting">
        <span className="apply-notice__company">{posting.company.name}</span>
        <strong className="apply-notice__title">{posting.title}</strong>
      </p>
      <div className="apply-notice__box" role="note">
        <p>
          <strong>일터에서 바로 지원하는 기능은 다음 업데이트에서 열립니다.</strong>
        </p>
        <p>
          지금은 이 화면에서 지원서를 보낼 수 없습니다. 지원 기능이 열리면 이력서를 골라 바로 지원할
          수 있습니다.
        </p>
      </div>
      <OtherWay posting={posting} />
      <p className="apply-notice__links">
        <Link className="button button--primary" to={postingDetailHref(posting.postingId)}>
          공고로 돌아가기
        </Link>
        <Link className="button button--secondary" to={postingListHref()}>
          채용정보 목록
        </Link>
      </p>
    </div>
  );
}
