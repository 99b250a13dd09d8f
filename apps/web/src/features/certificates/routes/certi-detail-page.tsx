import { groupDigits, type CertDetail } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';
import { useCertificate } from '../api/get-certificate';
import { CatalogueDetailGate, useCodeParam } from '../components/detail-status';
import { CertBadges } from '../components/catalogue-badges';
import { CatalogueDetail } from '../components/catalogue-detail';
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
    <CatalogueDetail
      idPrefix="certi"
      backTo={paths.certiList}
      backLabel="자격증 목록"
      contentType="certificate"
      item={cert}
      badges={<CertBadges cert={cert} />}
      facts={
        cert.ministry && (
          <div>
            <dt>주무 부처</dt>
            <dd>{cert.ministry}</dd>
          </div>
        )
      }
      nextTitle={next ? `다음 시험: ${next.year}년 ${next.round}회` : '다음 시험'}
      registration={registration}
      exam={exam}
      schedule={{
        id: 'rounds',
        title: '회차별 시험 일정',
        sample: cert.rounds.some((r) => r.sample),
        table: <RoundTable rounds={cert.rounds} next={next} />,
      }}
    >
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
    </CatalogueDetail>
  );
}
