import { groupDigits, type ApplicationDetail } from '@ilteo/contract';
import type { ReactNode } from 'react';
import { ListError, ListSkeleton } from '@/shared/ui/list-states';
import { useApplication } from '../api/get-application';
import { formatBytes, formatDayTime } from '../lib/format';
import { ApplicationActions } from './application-actions';
import { ApplicationTimeline } from './application-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="app-detail__section">
      <h4 className="app-detail__heading">{title}</h4>
      {children}
    </section>
  );
}

/** Applicants who reached each stage of the posting (aggregates only); the member's stage marked. */
function StageCounts({ application }: { application: ApplicationDetail }) {
  if (application.stageCounts.length === 0) {
    return <p className="app-detail__note">아직 집계된 지원자 수가 없습니다.</p>;
  }
  return (
    <table className="app-table">
      <caption className="sr-only">전형별 지원자 수</caption>
      <thead>
        <tr>
          <th scope="col">전형</th>
          <th scope="col">지원자 수</th>
        </tr>
      </thead>
      <tbody>
        {application.stageCounts.map((stage) => {
          const mine =
            application.status !== 'cancelled' && stage.stageNo === application.currentStage;
          return (
            <tr key={stage.stageNo} aria-current={mine || undefined}>
              <th scope="row">
                {stage.name}
                {mine && <span className="app-detail__note"> (내 전형)</span>}
              </th>
              <td className="app-table__num">{groupDigits(stage.count)}명</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Reads({ reads }: { reads: ApplicationDetail['reads'] }) {
  if (reads.length === 0) return <p className="app-detail__note">아직 열람한 기업이 없습니다.</p>;
  return (
    <ul className="app-detail__list">
      {reads.map((read, i) => (
        <li key={`${read.at}-${String(i)}`}>
          {read.companyName} · <time dateTime={read.at}>{formatDayTime(read.at)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The answers and files as they were sent, or why they are gone. */
function Submitted({ application }: { application: ApplicationDetail }) {
  if (application.destroyed) {
    return (
      <p className="app-detail__note">
        제출한 채용서류가 파기되어 답변과 첨부 파일을 더 이상 볼 수 없습니다.
      </p>
    );
  }
  return (
    <>
      {application.answers.length > 0 && (
        <dl className="app-detail__list">
          {application.answers.map((a, i) => (
            <div key={i}>
              <dt className="app-detail__heading">{a.question}</dt>
              <dd className="app-detail__answer">{a.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {application.files.length > 0 ? (
        <ul className="app-detail__list" aria-label="첨부 파일">
          {application.files.map((f, i) => (
            <li key={`${f.originalName}-${String(i)}`}>
              {f.originalName} ({formatBytes(f.size)})
            </li>
          ))}
        </ul>
      ) : (
        <p className="app-detail__note">첨부한 파일이 없습니다.</p>
      )}
    </>
  );
}

function DetailBody({ application }: { application: ApplicationDetail }) {
  const platform = application.kind === 'platform';
  return (
    <>
      <Section title="진행 과정">
        <ApplicationTimeline application={application} />
      </Section>
      {platform && (
        <>
          <Section title="전형별 지원자 수">
            <StageCounts application={application} />
          </Section>
          <Section title="이력서 열람 기록">
            <Reads reads={application.reads} />
          </Section>
          <Section title="제출한 답변과 파일">
            <Submitted application={application} />
          </Section>
        </>
      )}
      {application.note && (
        <Section title="메모">
          <p className="app-detail__answer">{application.note}</p>
        </Section>
      )}
      <ApplicationActions application={application} />
    </>
  );
}

/** One application opened in its row: loaded when opened. */
export function ApplicationDetailPanel({
  id,
  applicationId,
}: {
  id: string;
  applicationId: number;
}) {
  const query = useApplication(applicationId, true);
  return (
    <div id={id} className="app-detail" aria-busy={query.isFetching}>
      {query.isError ? (
        <ListError
          message="지원 상세 내용을 불러오지 못했습니다."
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <DetailBody application={query.data} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </div>
  );
}
