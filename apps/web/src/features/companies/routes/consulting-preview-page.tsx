import {
  CONSULTING_KINDS,
  CONSULTING_STATES,
  idFromText,
  type ConsultingDetail,
} from '@ilteo/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { AnnotatedText, CommentList } from '@/shared/ui/annotated-text';
import { FormAlert } from '@/shared/ui/form';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { useConsulting } from '../api/get-consulting';
import { companyHrefs } from '../components/company-links';
import { seoulDateTime } from '../components/consulting/format';
import '../components/consulting/consulting.css';

const ID_PREFIX = 'consulting';

function Status({ detail }: { detail: ConsultingDetail }) {
  if (detail.state === 'done') {
    return detail.answeredAt ? (
      <p className="consulting-preview__when">답변 {seoulDateTime(detail.answeredAt)}</p>
    ) : null;
  }
  if (detail.state === 'cancelled') {
    return (
      <FormAlert tone="info">
        <p>취소한 신청입니다.</p>
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="info">
      <p>
        {detail.state === 'received'
          ? '접수되어 컨설턴트를 기다리고 있습니다.'
          : '컨설턴트가 첨삭하고 있습니다.'}{' '}
        답변 기한은 {seoulDateTime(detail.dueAt)}입니다. 답변이 오면 알림과 메일로 알려 드립니다.
      </p>
    </FormAlert>
  );
}

function Items({ detail }: { detail: ConsultingDetail }) {
  return detail.items.map((item, i) => (
    <PageSection
      key={`${String(i)}-${item.question}`}
      id={`${ID_PREFIX}-item-${String(i)}`}
      title={`문항 ${String(i + 1)}. ${item.question}`}
      className="consulting-preview__item"
    >
      <AnnotatedText
        text={item.answer}
        itemIndex={i}
        annotations={detail.annotations}
        idPrefix={ID_PREFIX}
      />
      <CommentList
        itemIndex={i}
        annotations={detail.annotations}
        idPrefix={ID_PREFIX}
        label={`문항 ${String(i + 1)} 코멘트`}
      />
    </PageSection>
  ));
}

/**
 * /person/company/info/consulting/preview?consultingId=: a result as the
 * member reads it (the answers with the commented passages marked and the
 * comments numbered beside them, then the summary), a sample with its
 * badge, or, before the answer, the state and the due time. Every text is
 * plain text: the answer is cut at the comments' offsets, never parsed.
 */
export function ConsultingPreviewPage() {
  const [params] = useSearchParams();
  const consultingId = idFromText(params.get('consultingId') ?? '') ?? null;
  const query = useConsulting(consultingId);
  const detail = query.data;

  if (consultingId === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="컨설팅 미리보기"
        reason="컨설팅 신청을 찾을 수 없습니다. 내 신청이나 샘플에서 다시 골라 주세요."
        backTo={paths.companyInfo}
        backLabel="기업 정보로"
      />
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="컨설팅 결과를 불러오지 못했습니다."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!detail) return <DetailSkeleton />;

  const head = (
    <p className="consulting-preview__badges">
      {detail.sample && <span className="consulting-badge">샘플</span>}
      <span className={`consulting-state consulting-state--${detail.state}`}>
        {CONSULTING_STATES[detail.state]}
      </span>
    </p>
  );
  return (
    <PageFrame
      title={`${CONSULTING_KINDS[detail.kind]} 결과`}
      lead={`${detail.companyName} · ${detail.postingTitle}`}
      head={head}
      className="consulting-preview"
    >
      <Status detail={detail} />
      <Items detail={detail} />
      {detail.note && (
        <PageSection id={`${ID_PREFIX}-note`} title="요청 사항">
          <p className="consulting-preview__text">{detail.note}</p>
        </PageSection>
      )}
      {detail.summary && (
        <PageSection id={`${ID_PREFIX}-summary`} title="총평">
          <p className="consulting-preview__text">{detail.summary}</p>
        </PageSection>
      )}
      <p>
        <Link
          className="button button--secondary button--small"
          to={companyHrefs.consulting(detail.companyId)}
        >
          {detail.sample ? '컨설팅 신청하러 가기' : '기업 컨설팅으로'}
        </Link>
      </p>
    </PageFrame>
  );
}
