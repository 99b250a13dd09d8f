import { groupDigits, NCS_FIELDS, QUALIFICATION_KINDS, type CertDetail } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCertificate } from '../api/get-certificate';
import { CatalogueDetailGate, useCodeParam } from '../components/detail-status';
import { InterestButton } from '@/shared/ui/interest-button';
import { SampleNotice } from '../components/list-status';
import { NextStepLine } from '../components/next-step-badge';
import { RoundTable } from '../components/round-table';
import { PageSection as Section } from '@/shared/ui/page';
import { nextExam, nextRegistration } from '../lib/next-step';
import '../components/certificates.css';

const won = (n: number | null) => (n === null ? '-' : `${groupDigits(n)}원`);

/** /person/certi-lang/certi/detail?code=: one certificate, its rounds and what it takes. */
export function CertiDetailPage() {
  const code = useCodeParam();
  const query = useCertificate(code);
  return (
    <CatalogueDetailGate
      code={code}
      query={query}
      notFound="자격증 정보를 찾을 수 없습니다."
      backTo={paths.certiList}
      backLabel="자격증 목록으로"
    >
      {(cert) => <CertDetailView cert={cert} />}
    </CatalogueDetailGate>
  );
}

function CertDetailView({ cert }: { cert: CertDetail }) {
  const next = cert.nextRound;
  const registration = next ? nextRegistration(next, cert.today) : null;
  const exam = next ? nextExam(next, cert.today) : null;

  return (
    <article className="page certi-detail" aria-labelledby="certi-detail-title">
      <p className="certi-detail__back">
        <Link to={paths.certiList}>자격증 목록</Link>
      </p>
      <header className="certi-detail__head">
        <div className="certi-detail__title-row">
          <h1 id="certi-detail-title" className="page__title">
            {cert.name}
          </h1>
          <InterestButton
            contentType="certificate"
            contentId={cert.code}
            name={cert.name}
            interested={cert.interested}
            count={cert.interestCount}
          />
        </div>
        <p className="certi-card__badges">
          <span className="certi-badge">{QUALIFICATION_KINDS[cert.kind]}</span>
          {cert.grade && <span className="certi-badge certi-badge--grade">{cert.grade}</span>}
          {cert.ncsField in NCS_FIELDS && (
            <span className="certi-badge certi-badge--field">{NCS_FIELDS[cert.ncsField]}</span>
          )}
        </p>
        <dl className="certi-detail__facts">
          <div>
            <dt>시행 기관</dt>
            <dd>{cert.issuer}</dd>
          </div>
          {cert.ministry && (
            <div>
              <dt>주무 부처</dt>
              <dd>{cert.ministry}</dd>
            </div>
          )}
          {cert.aliases.length > 0 && (
            <div>
              <dt>다른 이름</dt>
              <dd>{cert.aliases.join(', ')}</dd>
            </div>
          )}
        </dl>
      </header>

      <section className="certi-next" aria-labelledby="certi-next-title">
        <h2 id="certi-next-title" className="certi-section__title">
          {next ? `다음 시험: ${next.year}년 ${next.round}회` : '다음 시험'}
        </h2>
        {next && (registration || exam) ? (
          <>
            {registration && <NextStepLine step={registration} />}
            {exam && <NextStepLine step={exam} />}
          </>
        ) : (
          <p>예정된 시험 일정이 없습니다.</p>
        )}
      </section>

      <section aria-labelledby="certi-rounds-title">
        <h2 id="certi-rounds-title" className="certi-section__title">
          회차별 시험 일정
        </h2>
        {cert.rounds.some((r) => r.sample) && <SampleNotice />}
        <RoundTable rounds={cert.rounds} next={next} />
      </section>

      <Section id="certi-eligibility" title="응시 자격">
        <p className="certi-text">{cert.eligibility}</p>
      </Section>
      <Section id="certi-subjects" title="필기 과목">
        {cert.writtenSubjects.length > 0 ? (
          <ul className="certi-tags">
            {cert.writtenSubjects.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p className="certi-text">필기시험이 없습니다.</p>
        )}
      </Section>
      {cert.practical && (
        <Section id="certi-practical" title="실기">
          <p className="certi-text">{cert.practical}</p>
        </Section>
      )}
      <Section id="certi-pass" title="합격 기준">
        <p className="certi-text">{cert.passCriteria}</p>
      </Section>
      <Section id="certi-fee" title="응시료">
        <dl className="certi-detail__facts">
          <div>
            <dt>필기</dt>
            <dd>{won(cert.feeWritten)}</dd>
          </div>
          <div>
            <dt>실기</dt>
            <dd>{won(cert.feePractical)}</dd>
          </div>
        </dl>
      </Section>
      {cert.relatedJobs.length > 0 && (
        <Section id="certi-jobs" title="관련 직무">
          <ul className="certi-tags">
            {cert.relatedJobs.map((j) => (
              <li key={j}>{j}</li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
