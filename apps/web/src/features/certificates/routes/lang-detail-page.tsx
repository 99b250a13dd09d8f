import { groupDigits } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLanguageTest, type LangDetail } from '../api/get-language-test';
import { CatalogueDetailGate, useCodeParam } from '../components/detail-status';
import { InterestButton } from '@/shared/ui/interest-button';
import { SampleNotice } from '../components/list-status';
import { NextStepLine } from '../components/next-step-badge';
import { PageSection as Section } from '@/shared/ui/page';
import { SessionTable } from '../components/session-table';
import { formatYmd } from '@/shared/lib/format-date';
import { sessionExam, sessionRegistration } from '../lib/next-step';
import '../components/certificates.css';

/** /person/certi-lang/lang/detail?code=: one language test and its sessions. */
export function LangDetailPage() {
  const code = useCodeParam();
  const query = useLanguageTest(code);
  return (
    <CatalogueDetailGate
      code={code}
      query={query}
      notFound="어학시험 정보를 찾을 수 없습니다."
      backTo={paths.langList}
      backLabel="어학시험 목록으로"
    >
      {(test) => <LangDetailView test={test} />}
    </CatalogueDetailGate>
  );
}

function LangDetailView({ test }: { test: LangDetail }) {
  const next = test.nextSession;
  const registration = next ? sessionRegistration(next, test.today) : null;
  const exam = next ? sessionExam(next, test.today) : null;

  return (
    <article className="page certi-detail" aria-labelledby="lang-detail-title">
      <p className="certi-detail__back">
        <Link to={paths.langList}>어학시험 목록</Link>
      </p>
      <header className="certi-detail__head">
        <div className="certi-detail__title-row">
          <h1 id="lang-detail-title" className="page__title">
            {test.name}
          </h1>
          <InterestButton
            contentType="language-test"
            contentId={test.code}
            name={test.name}
            interested={test.interested}
            count={test.interestCount}
          />
        </div>
        <p className="certi-card__badges">
          <span className="certi-badge">{test.language}</span>
          <span className="certi-badge certi-badge--grade">{test.scale}</span>
        </p>
        <dl className="certi-detail__facts">
          <div>
            <dt>시행 기관</dt>
            <dd>{test.issuer}</dd>
          </div>
          {test.aliases.length > 0 && (
            <div>
              <dt>다른 이름</dt>
              <dd>{test.aliases.join(', ')}</dd>
            </div>
          )}
        </dl>
      </header>

      <section className="certi-next" aria-labelledby="lang-next-title">
        <h2 id="lang-next-title" className="certi-section__title">
          {next ? `다음 시험: ${formatYmd(next.testDate)}` : '다음 시험'}
        </h2>
        {registration || exam ? (
          <>
            {registration && <NextStepLine step={registration} />}
            {exam && <NextStepLine step={exam} />}
          </>
        ) : (
          <p>예정된 시험 일정이 없습니다.</p>
        )}
      </section>

      <section aria-labelledby="lang-sessions-title">
        <h2 id="lang-sessions-title" className="certi-section__title">
          시험 일정
        </h2>
        {test.sessions.some((s) => s.sample) && <SampleNotice />}
        <SessionTable sessions={test.sessions} next={next} />
      </section>

      <Section id="lang-format" title="시험 구성">
        <p className="certi-text">{test.format}</p>
      </Section>
      <Section id="lang-validity" title="성적 유효기간">
        <p className="certi-text">{test.validity}</p>
      </Section>
      <Section id="lang-fee" title="응시료">
        <p className="certi-text">
          {test.fee === null ? '시행 기관에 확인해 주세요.' : `${groupDigits(test.fee)}원`}
        </p>
      </Section>
    </article>
  );
}
