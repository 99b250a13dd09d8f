import {
  idFromText,
  MODERATION_DECISION_LABELS,
  MODERATION_STATUS_LABELS,
  type ModerationItem,
} from '@ilteo/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isNotFound, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { RichTextView } from '@/shared/ui/rich-text';
import { toast } from '@/shared/ui/toast';
import { useModerationItem } from '../api/get-moderation-item';
import { formatScore, seoulDateTime } from '../components/format';
import { ModerationDecideForm } from '../components/moderation-decide-form';
import { OpsTable } from '../components/ops-table';

const CONTENT_STATE_LABELS: Record<ModerationItem['content']['state'], string> = {
  published: '공개',
  blinded: '가려짐',
  removed: '운영자 삭제',
  deleted: '작성자 삭제',
};

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ops-part" aria-labelledby={id}>
      <h2 id={id} className="ops-part__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ item }: { item: ModerationItem }) {
  const author = item.author;
  return (
    <dl className="ops-facts">
      <dt>종류</dt>
      <dd>{item.kindLabel}</dd>
      <dt>상태</dt>
      <dd>
        {MODERATION_STATUS_LABELS[item.status]} · 콘텐츠 {CONTENT_STATE_LABELS[item.content.state]}
      </dd>
      <dt>점수</dt>
      <dd>
        {formatScore(item.score)} (신고자 {item.reporters}명)
      </dd>
      <dt>임시조치</dt>
      <dd>{item.blindedAt ? seoulDateTime(item.blindedAt) : '-'}</dd>
      <dt>작성자</dt>
      <dd>
        {author
          ? `${author.loginId ?? '(아이디 없음)'} · 닉네임 ${author.nickname ?? '없음'}`
          : '작성자 없음'}
      </dd>
      <dt>접수일</dt>
      <dd>{seoulDateTime(item.createdAt)}</dd>
    </dl>
  );
}

function Reports({ item }: { item: ModerationItem }) {
  if (item.reports.length === 0) return <p>신고가 없습니다.</p>;
  return (
    <OpsTable
      caption={`신고 ${String(item.reports.length)}건`}
      columns={['사유', '내용', '신고자', '가중치', '일시']}
    >
      {item.reports.map((r) => (
        <tr key={r.reportId}>
          <td>{r.reasonLabel}</td>
          <td className="ops-table__text">{r.detail || '-'}</td>
          <td>{r.reporterLoginId ?? '(탈퇴 회원)'}</td>
          <td>{formatScore(r.weight)}</td>
          <td>{seoulDateTime(r.createdAt)}</td>
        </tr>
      ))}
    </OpsTable>
  );
}

function History({ item }: { item: ModerationItem }) {
  return (
    <>
      <Part id="ops-moderation-decisions" title="처리 이력">
        {item.decisions.length === 0 ? (
          <p>아직 처리한 적이 없습니다.</p>
        ) : (
          <ul className="ops-list">
            {item.decisions.map((d) => (
              <li key={`${d.at}-${d.decision}`}>
                {seoulDateTime(d.at)} · {MODERATION_DECISION_LABELS[d.decision]} ·{' '}
                {d.operatorLoginId ?? '운영자'} · {d.reason}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part id="ops-moderation-sanctions" title="작성자 제재 이력">
        {item.sanctions.length === 0 ? (
          <p>제재를 받은 적이 없습니다.</p>
        ) : (
          <ul className="ops-list">
            {item.sanctions.map((s) => (
              <li key={`${String(s.level)}-${s.startsAt}`}>
                {s.level}단계 · {seoulDateTime(s.startsAt)} ~{' '}
                {s.endsAt ? seoulDateTime(s.endsAt) : '영구'} · {s.reason}
              </li>
            ))}
          </ul>
        )}
      </Part>
    </>
  );
}

/**
 * /ops/moderation/item?itemId=: one queue item as it is now (its content,
 * server-sanitised; the real author, even on anonymous boards), its
 * reports, the author's objection, earlier decisions and sanctions, and,
 * while it is pending, the decision: keep, remove or blind with a reason.
 */
export function ModerationItemPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const itemId = idFromText(params.get('itemId') ?? '') ?? null;
  const query = useModerationItem(itemId);
  const item = query.data;

  const back = (
    <p>
      <Link to={paths.opsModeration}>신고 검토 목록으로</Link>
    </p>
  );
  let body: ReactNode;
  if (itemId === null || (query.isError && isNotFound(query.error))) {
    body = <p>검토 항목을 찾을 수 없습니다.</p>;
  } else if (query.isError) {
    body = (
      <ListError message="검토 항목을 불러오지 못했습니다." onRetry={() => void query.refetch()} />
    );
  } else if (!item) {
    body = <ListSkeleton rows={3} />;
  } else {
    body = (
      <>
        <Facts item={item} />
        <Part id="ops-moderation-content" title={`콘텐츠: ${item.content.title || '(제목 없음)'}`}>
          <RichTextView html={item.content.bodyHtml} className="ops-content" />
        </Part>
        <Part id="ops-moderation-reports" title="신고 내역">
          <Reports item={item} />
        </Part>
        <Part id="ops-moderation-objection" title="작성자 이의 신청">
          {item.objection ? (
            <>
              <p className="ops-table__text">{item.objection.text}</p>
              <p className="ops-lead">{seoulDateTime(item.objection.at)} 신청</p>
            </>
          ) : (
            <p>이의 신청이 없습니다.</p>
          )}
        </Part>
        <History item={item} />
        <Part id="ops-moderation-decide" title="처리">
          {item.status === 'pending' ? (
            <ModerationDecideForm
              itemId={item.itemId}
              onDone={() => {
                toast('처리했습니다. 작성자에게 결과를 알립니다.');
                void navigate(paths.opsModeration);
              }}
            />
          ) : (
            <p>이미 처리된 항목입니다({MODERATION_STATUS_LABELS[item.status]}).</p>
          )}
        </Part>
      </>
    );
  }

  return (
    <section className="ops-card" aria-labelledby="ops-moderation-item-title">
      <h1 id="ops-moderation-item-title" className="ops-title">
        신고 검토 상세
      </h1>
      {back}
      <div aria-busy={query.isFetching}>{body}</div>
    </section>
  );
}
