import { useState } from 'react';
import type { CampusVerification } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';
import { PostingCard } from '@/shared/postings/posting-card';
import { confirm } from '@/shared/ui/dialog';
import { LoadFailedAlert } from '@/shared/ui/form';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { toast } from '@/shared/ui/toast';
import { useCampusPostings } from '../api/campus-postings';
import { useCampusStatus } from '../api/campus-status';
import { useUnverifyCampus } from '../api/verify-campus';
import { CampusVerifyForm } from '../components/campus-verify-form';
import '../components/campus.css';

/** The Seoul day of a timestamp, as every screen shows a day. */
const verifiedOn = (iso: string) =>
  formatYmd(new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10));

/**
 * /person/myhome/campus (decision 0042): a member not yet verified sees the
 * partner schools' form with its privacy notice; a verified student sees the
 * school's badge, 인증 해제 and the school's campus postings.
 */
export function CampusPage() {
  const status = useCampusStatus();
  const data = status.data;
  return (
    <PageFrame
      title="캠퍼스 인증"
      lead="제휴 학교 재학생임을 인증하면 우리 학교 학생에게만 보이는 캠퍼스 채용 공고를 볼 수 있습니다."
    >
      {status.isError && !data ? (
        <LoadFailedAlert
          message="캠퍼스 인증 정보를 불러오지 못했습니다."
          onRetry={() => void status.refetch()}
        />
      ) : !data ? (
        // As tall as a screen: the form that replaces it is, so the footer does not jump (CLS).
        <div className="campus-loading">
          <ListSkeleton rows={3} />
        </div>
      ) : data.verification ? (
        <Verified verification={data.verification} />
      ) : (
        <PageSection id="campus-verify-title" title="재학생 인증">
          {data.schools.length === 0 ? (
            <ListEmpty message="아직 제휴 학교가 없습니다." />
          ) : (
            <CampusVerifyForm schools={data.schools} />
          )}
        </PageSection>
      )}
    </PageFrame>
  );
}

function Verified({ verification }: { verification: CampusVerification }) {
  const unverify = useUnverifyCampus();
  const onCancel = async () => {
    const sure = await confirm(
      '재학생 인증을 해제하시겠습니까? 캠퍼스 채용 공고를 더는 볼 수 없습니다.',
      { title: '인증 해제', confirmLabel: '인증 해제', destructive: true },
    );
    if (!sure) return;
    await unverify.mutateAsync();
    toast('재학생 인증을 해제했습니다.');
  };
  return (
    <>
      <div className="campus-badge">
        <div>
          <p className="campus-badge__label">{verification.universityName} 재학생 인증</p>
          <p className="campus-badge__date">{verifiedOn(verification.verifiedAt)} 인증</p>
        </div>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={unverify.isPending}
          onClick={() => void onCancel()}
        >
          인증 해제
        </button>
      </div>
      <CampusPostings schoolName={verification.universityName} />
    </>
  );
}

function CampusPostings({ schoolName }: { schoolName: string }) {
  const [page, setPage] = useState(1);
  const query = useCampusPostings(page, true);
  const data = query.data;
  return (
    <PageSection id="campus-postings-title" title={`${schoolName} 캠퍼스 채용`}>
      {query.isError && !data ? (
        <ListError
          message="캠퍼스 채용 공고를 불러오지 못했습니다."
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.items.length === 0 ? (
        <ListEmpty message="지금 진행 중인 캠퍼스 채용 공고가 없습니다." />
      ) : (
        <>
          <ul className="campus-list">
            {data.items.map((posting) => (
              <li key={posting.postingId}>
                <PostingCard posting={posting} today={data.today} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </PageSection>
  );
}
