import type { ResumeSummary } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { useCopyResume } from '../api/copy-resume';
import { useDeleteResume } from '../api/delete-resume';
import { useExportJsonResume } from '../api/export-json-resume';
import { useResumeList } from '../api/list-resumes';
import { useUpdateResumeFlags } from '../api/update-resume-flags';
import { ResumeCard } from '../components/resume-card';
import { ResumeListToolbar } from '../components/resume-list-toolbar';
import '../components/resumes.css';

export const DELETE_QUESTION = (title: string) =>
  `'${title}' 이력서를 삭제하시겠습니까? 삭제한 이력서는 되돌릴 수 없습니다.`;

/**
 * /person/myhome/career/list: the member's résumés (at most 10), each with
 * its completeness, last edit, 공개 and 제안 받을래요, and its actions; new
 * ones are written or imported from a JSON Resume file.
 */
export function ResumeListPage() {
  const list = useResumeList();
  const items = list.data?.items ?? [];
  const limit = list.data?.limit ?? 10;
  const atLimit = items.length >= limit;

  return (
    <PageFrame
      title="이력서 관리"
      lead={`이력서는 ${String(limit)}개까지 만들 수 있습니다. 공개한 이력서는 기업이 열람하고 입사를 제안할 수 있습니다.`}
      className="resume-list-page"
      // Shown while the list loads too, so the list does not move down when it arrives.
      head={<ResumeListToolbar writeHref={paths.myCareerWrite} atLimit={atLimit} limit={limit} />}
    >
      <section aria-labelledby="resume-list-heading" aria-busy={list.isPending}>
        <h2 id="resume-list-heading" className="sr-only">
          내 이력서 {list.data ? `${String(items.length)}개` : ''}
        </h2>
        {list.isPending ? (
          <ListSkeleton rows={2} />
        ) : list.isError ? (
          <ListError
            message="이력서 목록을 불러오지 못했습니다."
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <ListEmpty
            message="아직 작성한 이력서가 없습니다."
            hint="이력서를 작성하거나 JSON Resume 파일을 가져와 시작해 보세요."
          />
        ) : (
          <ResumeCards items={items} canCopy={!atLimit} />
        )}
      </section>
    </PageFrame>
  );
}

function ResumeCards({ items, canCopy }: { items: readonly ResumeSummary[]; canCopy: boolean }) {
  const flags = useUpdateResumeFlags();
  const copy = useCopyResume();
  const remove = useDeleteResume();
  const exportJson = useExportJsonResume();
  // Only the card being changed waits; toggles are optimistic and never block it.
  const busyId = copy.isPending
    ? copy.variables
    : remove.isPending
      ? remove.variables
      : exportJson.isPending
        ? exportJson.variables
        : undefined;

  const onDelete = async (resume: ResumeSummary) => {
    const ok = await confirm(DELETE_QUESTION(resume.title || '제목 없는 이력서'), {
      title: '이력서 삭제',
      confirmLabel: '삭제',
      destructive: true,
    });
    if (ok) remove.mutate(resume.resumeId);
  };

  return (
    <ul className="resume-cards">
      {items.map((resume) => (
        <ResumeCard
          key={resume.resumeId}
          resume={resume}
          canCopy={canCopy}
          busy={busyId === resume.resumeId}
          actions={{
            onToggle: (change) => flags.mutate({ resumeId: resume.resumeId, ...change }),
            onCopy: () => copy.mutate(resume.resumeId),
            onDelete: () => void onDelete(resume),
            onMakePrimary: () => flags.mutate({ resumeId: resume.resumeId, primary: true }),
            onExport: () => exportJson.mutate(resume.resumeId),
          }}
        />
      ))}
    </ul>
  );
}
