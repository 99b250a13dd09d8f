import { withQuery, type ApplyForm } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { postingDetailHref, postingListHref } from '@/shared/postings/posting-links';
import { FormAlert } from '@/shared/ui/form';
import { PageFrame } from '@/shared/ui/page';

/** One application in 지원 현황 (the list opens it by `applicationId`). */
export const applicationHref = (applicationId: number | null): string =>
  applicationId === null
    ? paths.myApplications
    : withQuery(paths.myApplications, { applicationId });

export const OUTCOME_MESSAGES = {
  received: '지원이 완료되었습니다',
  already: '이미 지원한 공고입니다',
  notYet: '아직 지원을 받지 않는 공고입니다',
  closed: '지원이 마감된 공고입니다',
} as const;

type PostingNames = Pick<ApplyForm, 'postingId' | 'title' | 'companyName'>;

export function PostingLine({ posting }: { posting: PostingNames }) {
  return (
    <p className="apply-posting">
      <span className="apply-posting__company">{posting.companyName}</span>
      <strong className="apply-posting__title">{posting.title}</strong>
    </p>
  );
}

/** After the submit: the receipt, and where to follow the application. */
export function ApplyReceipt({
  posting,
  applicationId,
}: {
  posting: PostingNames;
  applicationId: number;
}) {
  return (
    <PageFrame title={OUTCOME_MESSAGES.received} className="apply-page">
      <PostingLine posting={posting} />
      <FormAlert tone="success">
        <p>지원서를 회사에 보냈습니다. 접수 알림과 메일을 보내 드렸습니다.</p>
        <p>
          회사가 받은 지원서는 제출한 그대로 보관되며, 이력서를 고쳐도 바뀌지 않습니다. 회사가
          열람하기 전까지는 지원을 취소할 수 있습니다.
        </p>
      </FormAlert>
      <p className="apply-actions">
        <Link className="button button--primary" to={applicationHref(applicationId)}>
          지원 현황 보기
        </Link>
        <Link className="button button--secondary" to={postingListHref()}>
          다른 공고 보기
        </Link>
      </p>
    </PageFrame>
  );
}

/** 302: the member's live application to this posting, instead of a second form. */
export function ApplyAlready({
  posting,
  applicationId,
  message,
}: {
  posting: PostingNames;
  applicationId: number | null;
  message?: string;
}) {
  return (
    <PageFrame title={OUTCOME_MESSAGES.already} className="apply-page">
      <PostingLine posting={posting} />
      <FormAlert tone="info">
        <p>{message ?? '한 공고에는 한 번만 지원할 수 있습니다.'}</p>
        <p>지원한 내용과 진행 상황은 지원 현황에서 볼 수 있습니다.</p>
      </FormAlert>
      <p className="apply-actions">
        <Link className="button button--primary" to={applicationHref(applicationId)}>
          내 지원 보기
        </Link>
        <Link className="button button--secondary" to={postingDetailHref(posting.postingId)}>
          공고로 돌아가기
        </Link>
      </p>
    </PageFrame>
  );
}

/** 301: not open yet, or closed (past its date, or 채용시 마감 done). */
export function ApplyNotInPeriod({
  posting,
  period,
  message,
}: {
  posting: PostingNames;
  period: 'not-yet' | 'closed';
  message?: string;
}) {
  return (
    <PageFrame
      title={period === 'not-yet' ? OUTCOME_MESSAGES.notYet : OUTCOME_MESSAGES.closed}
      className="apply-page"
    >
      <PostingLine posting={posting} />
      <FormAlert tone="info">
        <p>
          {message ??
            (period === 'not-yet'
              ? '접수가 시작되면 지원할 수 있습니다. 관심 공고로 담아 두면 시작을 놓치지 않습니다.'
              : '이 공고는 더 이상 지원을 받지 않습니다.')}
        </p>
      </FormAlert>
      <p className="apply-actions">
        <Link className="button button--primary" to={postingDetailHref(posting.postingId)}>
          공고로 돌아가기
        </Link>
        <Link className="button button--secondary" to={postingListHref()}>
          다른 공고 보기
        </Link>
      </p>
    </PageFrame>
  );
}
