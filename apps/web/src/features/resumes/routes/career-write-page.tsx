import { CODE_GROUPS } from '@ilteo/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCommonCodes } from '@/shared/api/common-codes';
import { useRecruitRegions } from '@/shared/api/recruit-regions';
import { paths } from '@/shared/config/paths';
import { safeReturnUrl } from '@/shared/lib/return-url';
import { PageFrame } from '@/shared/ui/page';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { useBlankResume } from '../api/get-blank-resume';
import { resumeQueryOptions } from '../api/get-resume';
import { ResumeWriteForm, type ResumeCodes } from '../components/write/resume-write-form';
import '../components/write/write.css';

const JOB_GROUPS = [CODE_GROUPS.job] as const;
const CHOICE_GROUPS = [CODE_GROUPS.employmentType] as const;
const NO_NAMES: Readonly<Record<string, string>> = {};

/** `?resumeId=` as a positive whole number; anything else is no id. */
function idFrom(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * /person/myhome/career/write: a new résumé (from the blank the server
 * fills from the account) or, with `?resumeId=`, an existing one. After the
 * first save of a new résumé the address gets its id, so the next save edits
 * it; the form stays as it is while that happens.
 */
export function CareerWritePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('resumeId');
  const resumeId = idFrom(raw);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const createdHere = resumeId !== null && resumeId === createdId;
  const editing = resumeId !== null && !createdHere;

  const detail = useQuery({ ...resumeQueryOptions(resumeId ?? 0), enabled: editing });
  const blank = useBlankResume(resumeId === null || createdHere);
  const regions = useRecruitRegions();
  const jobCodes = useCommonCodes(JOB_GROUPS, true);
  const choiceCodes = useCommonCodes(CHOICE_GROUPS);

  // Opened from another screen with `?returnTo=` (the apply screen's 새 이력서 작성): the first
  // save goes back there, replacing this page, so 뒤로 does not open a blank résumé again.
  const returnTo = safeReturnUrl(params.get('returnTo'));
  const onCreated = (id: number) => {
    setCreatedId(id);
    void navigate(returnTo ?? `${paths.myCareerWrite}?resumeId=${id}`, { replace: true });
  };

  if (raw !== null && resumeId === null) {
    return (
      <DetailNotFound
        title="이력서를 찾을 수 없습니다"
        reason="주소가 올바르지 않습니다."
        backTo={paths.myCareerList}
        backLabel="이력서 목록으로"
      />
    );
  }
  if (editing && detail.isError && isNotFound(detail.error)) {
    return (
      <DetailNotFound
        title="이력서를 찾을 수 없습니다"
        reason="삭제되었거나 없는 이력서입니다."
        backTo={paths.myCareerList}
        backLabel="이력서 목록으로"
      />
    );
  }
  const source = editing ? detail : blank;
  const support = [regions, jobCodes, choiceCodes];
  const failed = [source, ...support].find((q) => q.isError);
  if (failed) {
    return (
      <DetailError
        message="이력서 작성에 필요한 내용을 불러오지 못했습니다."
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!source.data || !regions.data || !jobCodes.data || !choiceCodes.data) {
    return <DetailSkeleton />;
  }

  const codes: ResumeCodes = {
    jobs: jobCodes.data[CODE_GROUPS.job] ?? [],
    regions: regions.data,
    employmentTypes: (choiceCodes.data[CODE_GROUPS.employmentType] ?? []).map((c) => ({
      value: c.cd,
      label: c.name,
    })),
  };
  const initial = editing && detail.data ? detail.data.content : blank.data;
  if (!initial) return <DetailSkeleton />;

  return (
    <PageFrame
      title={resumeId === null ? '이력서 작성' : '이력서 수정'}
      lead="필수 항목(이력서 제목, 기본정보, 학력, 경력, 희망근무조건)을 채우면 지원에 쓸 수 있습니다."
      className="write-page"
    >
      <ResumeWriteForm
        // A new résumé keeps its form when its id arrives; another résumé gets a fresh one.
        key={editing ? `resume-${resumeId}` : 'new'}
        resumeId={resumeId}
        initial={initial}
        labels={editing && detail.data ? detail.data.labels : NO_NAMES}
        fileLinks={editing && detail.data ? detail.data.fileLinks : NO_NAMES}
        codes={codes}
        onCreated={onCreated}
      />
    </PageFrame>
  );
}
