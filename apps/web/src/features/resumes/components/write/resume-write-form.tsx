import { zodResolver } from '@hookform/resolvers/zod';
import {
  REQUIRED_RESUME_SECTIONS,
  RESUME_SECTION_LABELS,
  resumeContentSchema,
  resumeProgress,
  type ResumeContent,
} from '@ilteo/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ChoiceOption } from '@/shared/ui/checkbox-group/checkbox-group';
import { useLeaveGuard } from '@/shared/lib/use-leave-guard';
import { FormAlert } from '@/shared/ui/form';
import type { JobOption } from '@/shared/ui/pickers/job-picker';
import type { RegionOption } from '@/shared/ui/pickers/region-picker';
import { useCreateResume } from '../../api/create-resume';
import type { CatalogueItem } from '../../api/lookup-catalogue';
import { useSaveResume } from '../../api/save-resume';
import { ActivitiesSection } from './activities-section';
import { AwardsSection } from './awards-section';
import { BasicsSection } from './basics-section';
import { CareerDescriptionSection } from './career-description-section';
import { CertificatesSection } from './certificates-section';
import { DraftBanner } from './draft-banner';
import { EducationSection } from './education-section';
import { EssaysSection } from './essays-section';
import { LanguagesSection } from './languages-section';
import { OverseasSection } from './overseas-section';
import { PortfolioSection } from './portfolio-section';
import { PreferencesSection } from './preferences-section';
import { ProgressNav } from './progress-nav';
import type { ResumeFormValues } from './resume-form';
import { showResumeSaveErrors } from './server-field-errors';
import { SkillsSection } from './skills-section';
import { TitleSection } from './title-section';
import { useResumeDraft } from './use-resume-draft';
import { WishSection } from './wish-section';
import { WorkSection } from './work-section';

export const LEAVE_MESSAGE =
  '저장하지 않은 작성 내용이 있습니다. 이 페이지를 떠나시겠습니까? 작성 내용은 이 기기에 임시로 남아 다음에 불러올 수 있습니다.';

export interface ResumeCodes {
  jobs: readonly JobOption[];
  regions: readonly RegionOption[];
  employmentTypes: readonly ChoiceOption[];
}

/** What a save says: done, or 미완성 with the required sections still empty. */
export function savedMessage(content: ResumeContent): string {
  const progress = resumeProgress(content);
  if (progress.complete) return '이력서를 저장했습니다.';
  const required = progress.missing.filter((s) =>
    (REQUIRED_RESUME_SECTIONS as readonly string[]).includes(s),
  );
  return `미완성으로 저장했습니다. 아직 채우지 않은 필수 항목: ${required
    .map((s) => RESUME_SECTION_LABELS[s])
    .join(', ')}`;
}

/**
 * The résumé editor: every section of RESUME_SECTIONS in order, validated by
 * the contract's schema, with a live progress list, a local draft and a
 * guard against leaving with unsaved changes. An incomplete résumé may be
 * saved; a malformed value (a date, a period, a long answer) may not.
 */
export function ResumeWriteForm({
  resumeId,
  initial,
  labels: initialLabels,
  fileLinks,
  codes,
  onCreated,
}: {
  resumeId: number | null;
  initial: ResumeContent;
  labels: Readonly<Record<string, string>>;
  fileLinks: Readonly<Record<string, string>>;
  codes: ResumeCodes;
  onCreated: (resumeId: number) => void;
}) {
  const form = useForm<ResumeFormValues, unknown, ResumeContent>({
    resolver: zodResolver(resumeContentSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const draft = useResumeDraft(form, resumeId, initial);
  const create = useCreateResume();
  const save = useSaveResume();
  const [status, setStatus] = useState<string | null>(null);
  const [labels, setLabels] = useState(initialLabels);
  const { isDirty, isSubmitting } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, LEAVE_MESSAGE);

  const addLabel = (item: CatalogueItem) => setLabels((l) => ({ ...l, [item.code]: item.name }));

  const onSubmit = form.handleSubmit(async (content) => {
    setStatus(null);
    let savedId = resumeId;
    try {
      if (savedId === null) {
        savedId = await create.mutateAsync(content);
      } else {
        await save.mutateAsync({ resumeId: savedId, content });
      }
    } catch (error) {
      showResumeSaveErrors(error, form);
      return;
    }
    draft.clear(savedId);
    form.reset(content);
    setStatus(savedMessage(content));
    if (resumeId === null) onCreated(savedId);
  });

  return (
    <FormProvider {...form}>
      <div className="write-layout">
        <aside className="write-layout__side">
          <ProgressNav />
        </aside>
        <form className="write-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {draft.restoredAt !== null && <DraftBanner onDiscard={draft.discard} />}
          <TitleSection />
          <BasicsSection fileLinks={fileLinks} />
          <EducationSection />
          <WorkSection jobs={codes.jobs} />
          <WishSection
            employmentTypes={codes.employmentTypes}
            regions={codes.regions}
            jobs={codes.jobs}
          />
          <SkillsSection />
          <CertificatesSection labels={labels} onLabel={addLabel} />
          <LanguagesSection labels={labels} onLabel={addLabel} />
          <AwardsSection />
          <ActivitiesSection />
          <OverseasSection />
          <PreferencesSection />
          <PortfolioSection />
          <CareerDescriptionSection />
          <EssaysSection />
          <p className="field__description">
            필수 항목을 다 채우지 않아도 저장할 수 있습니다. 작성 중인 내용은 저장하기 전까지 이
            기기에 임시로 보관됩니다.
          </p>
          {/* Kept in reach while scrolling a long résumé on a phone. */}
          <div className="write-actions">
            {status && <FormAlert tone="success">{status}</FormAlert>}
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              저장
            </button>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
