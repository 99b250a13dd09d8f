import { groupDigits } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';
import { useLanguageTest, type LangDetail } from '../api/get-language-test';
import { CatalogueDetailGate, useCodeParam } from '../components/detail-status';
import { LangBadges } from '../components/catalogue-badges';
import { CatalogueDetail } from '../components/catalogue-detail';
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
    <CatalogueDetail
      idPrefix="lang"
      backTo={paths.langList}
      backLabel="어학시험 목록"
      contentType="language-test"
      item={test}
      badges={<LangBadges test={test} />}
      nextTitle={next ? `다음 시험: ${formatYmd(next.testDate)}` : '다음 시험'}
      registration={registration}
      exam={exam}
      schedule={{
        id: 'sessions',
        title: '시험 일정',
        sample: test.sessions.some((s) => s.sample),
        table: <SessionTable sessions={test.sessions} next={next} />,
      }}
    >
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
    </CatalogueDetail>
  );
}
