import {
  CONTENT_KINDS,
  REPORTED_STATES,
  type ContentKind,
  type ReportedContent,
} from '@ilteo/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { DetailError, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { useReportedContent, type ContentRef } from '../api/get-reported-content';
import { ObjectionForm } from '../components/objection-form';
import '@/shared/ui/form/form.css';
import '../components/reported.css';

const SENT = '이의 신청이 접수되었습니다. 다시 검토한 뒤 알려 드리겠습니다.';

const isKind = (value: string | null): value is ContentKind =>
  (CONTENT_KINDS as readonly (string | null)[]).includes(value);

/** The item the address names, or null when a part is missing or not a kind at all. */
function refOf(params: URLSearchParams): ContentRef | null {
  const kind = params.get('kind');
  const id = params.get('id')?.trim() ?? '';
  return isKind(kind) && id !== '' && id.length <= 64 ? { kind, id } : null;
}

/** A date as the page shows it: the day in Seoul. */
const dayOf = (iso: string) => formatYmd(seoulToday(new Date(iso)));

function WayOut() {
  return (
    <p className="reported__links">
      <Link className="button button--secondary button--small" to={paths.main}>
        메인으로 가기
      </Link>
      <Link className="button button--secondary button--small" to={paths.commuList}>
        커뮤니티 보기
      </Link>
    </p>
  );
}

/** Nothing hidden at this address: a wrong link, or the item is shown again (or gone). */
function NotHidden() {
  return (
    <PageFrame
      title="가려진 콘텐츠가 아닙니다"
      lead="주소가 잘못되었거나, 다시 공개되었거나, 더 이상 없는 콘텐츠입니다."
    >
      <WayOut />
    </PageFrame>
  );
}

/** The author's part: what was hidden, and the objection or where it stands. */
function AuthorPart({
  target,
  author,
  sent,
  onSent,
}: {
  target: ContentRef;
  author: NonNullable<ReportedContent['author']>;
  sent: boolean;
  onSent: () => void;
}) {
  let status = null;
  if (author.underReview) {
    status = (
      <p className="reported__status">
        <span className="reported__badge">검토 중</span> 이의 신청을 받아 다시 검토하고 있습니다.
        {author.objectedAt && ` (${dayOf(author.objectedAt)} 이의 신청함)`}
      </p>
    );
  } else if (author.objectedAt) {
    status = (
      <p className="reported__status">
        <span className="reported__badge">이의 신청함</span> {dayOf(author.objectedAt)}에 이의
        신청을 했고, 검토를 마쳤습니다. 이의 신청은 한 번만 할 수 있습니다.
      </p>
    );
  }
  return (
    <PageSection id="reported-author" title="내가 작성한 콘텐츠">
      <p className="reported__title">{author.title}</p>
      {sent && (
        <FormAlert tone="success">
          <p>{SENT}</p>
        </FormAlert>
      )}
      {status}
      {author.canObject && !sent && <ObjectionForm target={target} onSent={onSent} />}
    </PageSection>
  );
}

/**
 * /reported-content?kind=&id=: what anyone sees instead of blinded or
 * removed content (why, since when), and for its author what was hidden and
 * the one objection. Links to hidden content anywhere lead here.
 */
export function ReportedContentPage() {
  const [params] = useSearchParams();
  const target = refOf(params);
  const content = useReportedContent(target);
  const [sent, setSent] = useState(false);

  if (!target) return <NotHidden />;
  if (content.isError) {
    return isNotFound(content.error) ? (
      <NotHidden />
    ) : (
      <DetailError
        message="가려진 콘텐츠의 정보를 불러오지 못했습니다."
        onRetry={() => void content.refetch()}
      />
    );
  }
  const data = content.data;
  if (!data) return <DetailSkeleton />;

  return (
    <PageFrame title="가려진 콘텐츠입니다" lead={REPORTED_STATES[data.state]} className="reported">
      <dl className="reported__facts">
        <div>
          <dt>종류</dt>
          <dd>{data.kindLabel}</dd>
        </div>
        <div>
          <dt>가려진 날</dt>
          <dd>{dayOf(data.since)}</dd>
        </div>
        {data.reason && (
          <div>
            <dt>운영자 사유</dt>
            <dd>{data.reason}</dd>
          </div>
        )}
      </dl>
      {data.author && (
        <AuthorPart target={target} author={data.author} sent={sent} onSent={() => setSent(true)} />
      )}
      <WayOut />
    </PageFrame>
  );
}
