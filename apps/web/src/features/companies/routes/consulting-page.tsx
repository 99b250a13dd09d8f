import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { loginPathFor } from '@/shared/lib/return-url';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { LoadFailedAlert } from '@/shared/ui/form';
import { ListSkeleton } from '@/shared/ui/list-states';
import { DetailNotFound } from '@/shared/ui/list-states';
import { PageSection } from '@/shared/ui/page';
import { companyIdOf } from '../api/get-company';
import { useConsultingForm } from '../api/get-consulting-form';
import { CompanyHeader } from '../components/company-header';
import { ConsultingRequestForm } from '../components/consulting/consulting-request-form';
import { ConsultingSamples } from '../components/consulting/consulting-samples';
import { ANSWER_TIME } from '../components/consulting/format';
import { MyConsultingList } from '../components/consulting/my-consulting-list';
import '../components/consulting/consulting.css';

function RequestSection({ companyId }: { companyId: number }) {
  const form = useConsultingForm(companyId, true);
  if (form.isPending) return <ListSkeleton rows={3} />;
  if (form.isError) {
    return (
      <LoadFailedAlert
        message="신청 양식을 불러오지 못했습니다."
        onRetry={() => void form.refetch()}
      />
    );
  }
  if (form.data.postings.length === 0) {
    return <p>지금 모집 중인 공고가 없어 신청할 수 없습니다.</p>;
  }
  return <ConsultingRequestForm form={form.data} />;
}

function LoginPrompt() {
  const location = useLocation();
  return (
    <div className="consulting-login">
      <p>첨삭 신청과 내 신청 내역은 로그인한 회원만 이용할 수 있습니다.</p>
      <p>
        <Link
          className="button button--primary button--small"
          to={loginPathFor(`${location.pathname}${location.search}`)}
        >
          로그인하기
        </Link>
      </p>
    </div>
  );
}

/**
 * /person/company/info/consulting?companyId=: what 자기소개서·면접 첨삭 is
 * and when the answer comes, anonymised samples, and for a member the
 * request form and 내 컨설팅 신청 (one open request per posting); a visitor
 * sees a login prompt in the form's place.
 */
export function ConsultingPage() {
  const [params] = useSearchParams();
  const companyId = companyIdOf(params.get('companyId'));
  const loggedIn = useIsLoggedIn();
  if (companyId === null) {
    return (
      <DetailNotFound
        title="기업 컨설팅"
        reason="기업을 찾을 수 없습니다. 기업 정보에서 기업을 골라 주세요."
        backTo={paths.companyInfo}
        backLabel="기업 정보로"
      />
    );
  }
  return (
    <div className="page consulting-page">
      <CompanyHeader companyId={companyId} current="consulting" />
      <PageSection id="consulting-about" title="기업 컨설팅이란">
        <p>
          지원하려는 공고에 맞춰 자기소개서나 면접 답변을 전문 컨설턴트가 첨삭합니다. 컨설턴트는
          답변의 구절마다 코멘트를 달고 총평을 남깁니다.
        </p>
        <p>
          신청 후 <strong>{ANSWER_TIME}</strong> 안에 답변을 드리며, 답변이 오면 알림과 메일로 알려
          드립니다. 한 공고에는 진행 중인 신청을 하나만 둘 수 있고, 컨설턴트가 맡기 전(접수
          상태)까지는 신청을 취소할 수 있습니다.
        </p>
      </PageSection>
      <PageSection id="consulting-samples" title="첨삭 샘플">
        <ConsultingSamples />
      </PageSection>
      <PageSection id="consulting-request" title="첨삭 신청">
        {loggedIn ? <RequestSection companyId={companyId} /> : <LoginPrompt />}
      </PageSection>
      {loggedIn && (
        <PageSection id="consulting-mine" title="내 컨설팅 신청">
          <MyConsultingList companyId={companyId} />
        </PageSection>
      )}
    </div>
  );
}
