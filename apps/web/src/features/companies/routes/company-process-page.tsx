import { COMPANY_LIMITS, groupDigits, REVIEW_LIMITS, type CompanyProcess } from '@ilteo/contract';
import { Link, useSearchParams } from 'react-router';
import { DetailError, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { PageSection } from '@/shared/ui/page';
import { companyIdOf } from '../api/get-company';
import { useCompanyProcess } from '../api/get-company-process';
import { CompanyHeader } from '../components/company-header';
import { CompanyNotFound } from '../components/company-not-found';
import { companyHrefs, postingHref } from '../components/company-links';
import { formatMonth } from '../components/company-format';
import { InterviewFigures } from '../components/company-summary-sections';
import '@/shared/ui/page/page.css';
import '../components/companies.css';

export const FEW_APPLICANTS = '지원자가 적어 비율을 공개하지 않습니다';
export const FEW_RESULTS = '결과가 적어 통과 비율을 공개하지 않습니다';

const MIN = COMPANY_LIMITS.minStageApplicants;
/** Said once under the steps when any figure was held back, so a missing figure is never silent. */
export const HIDDEN_FIGURES_NOTE = `지원자나 결과가 ${String(MIN)}건 미만인 단계는 지원자를 알아볼 수 없도록 수치를 숨겼습니다.`;
export const HIDDEN_MEDIAN_NOTE = `지원부터 첫 결과까지 걸린 기간은 결과가 ${String(MIN)}건 이상 모이면 공개합니다.`;
export const QUESTIONS_SUMMARY_NOTE = `면접 질문 전체는 최근 ${String(REVIEW_LIMITS.giveToGetMonths)}개월 안에 기업 리뷰나 면접 후기를 쓴 회원에게 공개합니다. 지금은 질문마다 앞 ${String(REVIEW_LIMITS.previewChars)}자만 보여 드립니다.`;

type Step = CompanyProcess['processes'][number]['steps'][number];

const hidesFigures = (step: Step) => step.applicants === null || step.passPercent === null;

/** A stage's figures: applicants and pass share, or why they are not shown. */
function stepFigures(step: Step): string {
  const parts: string[] = [];
  if (step.applicants === null) {
    parts.push(FEW_APPLICANTS);
  } else if (step.passPercent === null) {
    parts.push(`지원자 ${groupDigits(step.applicants)}명 · ${FEW_RESULTS}`);
  } else {
    parts.push(`지원자 ${groupDigits(step.applicants)}명 중 ${String(step.passPercent)}% 통과`);
  }
  if (step.typicalDays !== null) parts.push(`보통 ${String(step.typicalDays)}일 소요`);
  return parts.join(' · ');
}

/**
 * /person/company/info/process?companyId=: the steps of the company's
 * postings (per-stage figures only from at least
 * COMPANY_LIMITS.minStageApplicants applicants, so no one is identifiable),
 * the median days to a result, the interview summary and recent questions.
 */
export function CompanyProcessPage() {
  const [searchParams] = useSearchParams();
  const companyId = companyIdOf(searchParams.get('companyId'));
  const query = useCompanyProcess(companyId);

  if (companyId === null || (query.isError && isNotFound(query.error))) {
    return <CompanyNotFound />;
  }
  if (query.isError) {
    return (
      <DetailError
        message="채용 절차를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const process = query.data;
  if (!process) return <DetailSkeleton />;
  const hidden = process.processes.some((g) => g.steps.some(hidesFigures));

  return (
    <div className="page company-page">
      <CompanyHeader companyId={process.companyId} current="process" />
      <PageSection id="process-steps" title="채용 절차" className="company-section">
        <p className="company-muted">
          최근 1년 동안 올라온 공고의 전형 단계입니다. 단계별 비율은 지원자가{' '}
          {COMPANY_LIMITS.minStageApplicants}명 이상일 때만 공개합니다.
        </p>
        {process.medianDaysToResult !== null ? (
          <p>
            지원부터 첫 결과까지 보통 <strong>{process.medianDaysToResult}일</strong>이 걸립니다.
          </p>
        ) : (
          process.processes.length > 0 && <p className="company-note">{HIDDEN_MEDIAN_NOTE}</p>
        )}
        {process.processes.length === 0 ? (
          <p className="company-muted">최근 1년 동안 올라온 공고가 없습니다.</p>
        ) : (
          process.processes.map((group, index) => (
            <ProcessGroup key={group.examplePostingId} group={group} index={index} />
          ))
        )}
        {hidden && (
          <p className="company-note" role="note">
            {HIDDEN_FIGURES_NOTE}
          </p>
        )}
      </PageSection>

      <PageSection id="process-interviews" title="면접 후기 요약" className="company-section">
        <InterviewFigures interviews={process.interviews} />
      </PageSection>

      <PageSection id="process-questions" title="최근 면접 질문" className="company-section">
        {process.questionAccess === 'summary' && process.questions.length > 0 && (
          <p className="company-note" role="note">
            {QUESTIONS_SUMMARY_NOTE}
          </p>
        )}
        {process.questions.length === 0 ? (
          <p className="company-muted">아직 공개된 면접 질문이 없습니다.</p>
        ) : (
          <ul className="company-questions">
            {process.questions.map((q) => (
              <li key={q.recruitReviewId}>
                <p className="company-questions__meta">
                  {q.jobName} · {formatMonth(q.interviewMonth)} 면접
                </p>
                <p className="company-text">{q.questions}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="company-links">
          <Link
            className="button button--primary button--small"
            to={companyHrefs.interviewForm(process.companyId)}
          >
            면접 후기 쓰기
          </Link>
          <Link
            className="button button--secondary button--small"
            to={companyHrefs.interview(process.companyId)}
          >
            면접 후기 전체 보기
          </Link>
        </p>
      </PageSection>
    </div>
  );
}

function ProcessGroup({
  group,
  index,
}: {
  group: CompanyProcess['processes'][number];
  index: number;
}) {
  const titleId = `process-group-${String(index)}`;
  return (
    <section className="company-process" aria-labelledby={titleId}>
      <h3 id={titleId} className="company-process__title">
        {group.steps.map((s) => s.name).join(' → ')}
      </h3>
      <p className="company-muted">
        공고 {groupDigits(group.postingCount)}건 · 예:{' '}
        <Link to={postingHref(group.examplePostingId)}>{group.exampleTitle}</Link>
      </p>
      <ol className="company-steps">
        {group.steps.map((step) => (
          <li key={step.stageNo} className="company-steps__item">
            <div className="company-steps__body">
              <span className="company-steps__name">{step.name}</span>
              <p className="company-steps__figures">{stepFigures(step)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
