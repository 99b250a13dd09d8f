import { postingIdOf } from '@ilteo/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { postingListHref } from '@/shared/postings/posting-links';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { useApplyForm } from '../api/apply-form';
import { ApplyExternal } from '../components/apply-external';
import { ApplyAlready, ApplyNotInPeriod, ApplyReceipt } from '../components/apply-outcomes';
import { ApplyWizard, type ApplyOutcome } from '../components/apply-wizard';
import '@/shared/ui/page/page.css';
import '../components/apply.css';

/**
 * /person/recrtInfo/apply?postingId= (a verified route): applying to one
 * posting. 일터 즉시지원 postings get the five-step form; 홈페이지/이메일
 * postings the way there and 외부 지원으로 기록; a posting already applied
 * to (302) or out of its period (301) says so instead of offering a form.
 */
export function ApplyPage() {
  const [params] = useSearchParams();
  const postingId = postingIdOf(params.get('postingId'));
  const query = useApplyForm(postingId);
  const [outcome, setOutcome] = useState<ApplyOutcome | null>(null);

  if (postingId === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="공고를 찾을 수 없습니다"
        reason="삭제되었거나 주소가 올바르지 않은 공고입니다."
        backTo={postingListHref()}
        backLabel="채용정보 목록으로"
      />
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="지원서 작성에 필요한 내용을 불러오지 못했습니다."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const form = query.data;
  if (!form) return <DetailSkeleton />;

  // What the submit ended in wins over the refreshed form (which now names the application).
  if (outcome?.kind === 'received') {
    return <ApplyReceipt posting={form} applicationId={outcome.applicationId} />;
  }
  if (outcome?.kind === 'already') {
    return (
      <ApplyAlready
        posting={form}
        applicationId={outcome.applicationId}
        message={outcome.message}
      />
    );
  }
  if (outcome?.kind === 'closed') {
    return <ApplyNotInPeriod posting={form} period="closed" message={outcome.message} />;
  }
  if (form.existingApplicationId !== null) {
    return <ApplyAlready posting={form} applicationId={form.existingApplicationId} />;
  }
  if (form.applyMethod !== 'ilteo') return <ApplyExternal form={form} />;
  if (form.period !== 'open') return <ApplyNotInPeriod posting={form} period={form.period} />;
  return <ApplyWizard key={form.postingId} form={form} onOutcome={setOutcome} />;
}
