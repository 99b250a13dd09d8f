import { zodResolver } from '@hookform/resolvers/zod';
import { applyResultSchema, RESPONSE_CODES, withQuery, type ApplyForm } from '@ilteo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { useLeaveGuard } from '@/shared/lib/use-leave-guard';
import { applyServerFieldErrors, FormAlert } from '@/shared/ui/form';
import { PageFrame } from '@/shared/ui/page';
import { applyFormQueryKey } from '../api/apply-form';
import { useSubmitApplication } from '../api/apply-submit';
import { ApplyConsentStep } from './apply-consent-step';
import {
  APPLY_STEPS,
  clearDraft,
  writeDraft,
  type ApplyStep,
  type AttachedFile,
} from './apply-draft';
import { ApplyFilesStep } from './apply-files-step';
import {
  applyValuesSchema,
  stepOfField,
  STEP_FIELDS,
  type ApplyParsed,
  type ApplyValues,
} from './apply-form-model';
import { PostingLine } from './apply-outcomes';
import { ApplyQuestionsStep } from './apply-questions-step';
import { ApplyResumeStep } from './apply-resume-step';
import { ApplyReviewStep } from './apply-review-step';
import { ApplySteps } from './apply-steps';
import { hasContent, startingPoint } from './apply-start';

export const APPLY_LEAVE_MESSAGE =
  '제출하지 않은 지원서가 있습니다. 이 페이지를 떠나시겠습니까? 작성한 내용은 이 창을 닫기 전까지 임시로 보관됩니다.';

/** How the wizard ended: the page shows the receipt, the existing application, or the period notice. */
export type ApplyOutcome =
  | { kind: 'received'; applicationId: number }
  | { kind: 'already'; applicationId: number | null; message: string }
  | { kind: 'closed'; message: string };

/**
 * The apply form in five steps (résumé, questions, files, consent, review)
 * over one react-hook-form validated by the contract's applySubmitSchema.
 * Everything typed is kept as a draft in this tab (apply-draft.ts) and a
 * leave guard asks before the member walks away from an unsent application.
 */
export function ApplyWizard({
  form,
  onOutcome,
}: {
  form: ApplyForm;
  onOutcome: (outcome: ApplyOutcome) => void;
}) {
  const start = useMemo(() => startingPoint(form), [form]);
  const schema = useMemo(() => applyValuesSchema(form.questions), [form.questions]);
  const methods = useForm<ApplyValues, unknown, ApplyParsed>({
    resolver: zodResolver(schema),
    defaultValues: start.values,
    mode: 'onTouched',
  });
  const [step, setStep] = useState<ApplyStep>(start.step);
  const [moved, setMoved] = useState(false);
  const [attached, setAttached] = useState<AttachedFile[]>(start.attached);
  const [restored, setRestored] = useState(start.restored);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = useSubmitApplication();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const values = useWatch({ control: methods.control }) as ApplyValues;
  const beforeWrite = useRef<number[] | null>(null);

  const unsaved = !done && hasContent(values, attached);
  const { release } = useLeaveGuard(unsaved, APPLY_LEAVE_MESSAGE);

  // The draft follows every change; an empty form leaves none behind.
  useEffect(() => {
    if (done) return;
    if (!hasContent(values, attached) && beforeWrite.current === null) {
      clearDraft(form.postingId);
      return;
    }
    writeDraft(form.postingId, {
      step,
      resumeId: values.resumeId,
      answers: Object.fromEntries(values.answers.map((a) => [String(a.questionNo), a.answer])),
      files: attached,
      consentAgreed: values.consentAgreed,
      resumesBeforeWrite: beforeWrite.current,
    });
  }, [values, attached, step, done, form.postingId]);

  const go = (next: ApplyStep) => {
    setMoved(true);
    setStep(next);
  };
  const index = APPLY_STEPS.indexOf(step);
  const nextStep = APPLY_STEPS[index + 1];
  const prevStep = APPLY_STEPS[index - 1];

  const onNext = async () => {
    if (!nextStep) return;
    if (await methods.trigger(STEP_FIELDS[step])) go(nextStep);
  };

  const writeNewResume = () => {
    // Remembered so the résumé made meanwhile is the one chosen on return.
    beforeWrite.current = form.resumes.map((r) => r.resumeId);
    writeDraft(form.postingId, {
      step,
      resumeId: values.resumeId,
      answers: Object.fromEntries(values.answers.map((a) => [String(a.questionNo), a.answer])),
      files: attached,
      consentAgreed: values.consentAgreed,
      resumesBeforeWrite: beforeWrite.current,
    });
    // Fetched afresh on return, so the new résumé is in the list.
    queryClient.removeQueries({ queryKey: applyFormQueryKey(form.postingId) });
    release();
    void navigate(
      withQuery(paths.myCareerWrite, { returnTo: `${location.pathname}${location.search}` }),
    );
  };

  const startOver = () => {
    clearDraft(form.postingId);
    const blank = startingPoint(form, { ignoreDraft: true });
    methods.reset(blank.values);
    setAttached([]);
    setRestored(false);
    go('resume');
  };

  const finish = (outcome: ApplyOutcome) => {
    release();
    setDone(true);
    clearDraft(form.postingId);
    onOutcome(outcome);
  };

  const showSubmitError = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure('지원서를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.');
      return;
    }
    switch (error.code) {
      case RESPONSE_CODES.NOT_IN_PERIOD.code:
        finish({ kind: 'closed', message: error.message });
        return;
      case RESPONSE_CODES.DUPLICATE.code: {
        const parsed = applyResultSchema.safeParse(error.data);
        finish({
          kind: 'already',
          applicationId: parsed.success ? parsed.data.applicationId : null,
          message: error.message,
        });
        return;
      }
      case RESPONSE_CODES.FILE_TYPE_REJECTED.code:
        setFileProblem(error.message);
        go('files');
        return;
    }
    const fields: FieldPath<ApplyValues>[] = [
      'resumeId',
      'files',
      'consentAgreed',
      ...form.questions.map((_, i) => `answers.${i}.answer` as const),
    ];
    // Set before the step changes, so the field it names shows its message when it mounts.
    if (applyServerFieldErrors(error, methods.setError, fields)) {
      const first = fields.find((f) => methods.getFieldState(f).error);
      if (first) go(stepOfField(first));
      return;
    }
    setFailure(error.message);
  };

  const onSubmit = methods.handleSubmit(
    async (parsed) => {
      setFailure(null);
      setFileProblem(null);
      try {
        const result = await submit.mutateAsync(parsed);
        finish({ kind: 'received', applicationId: result.applicationId });
      } catch (error) {
        showSubmitError(error);
      }
    },
    (errors) => {
      const first = APPLY_STEPS.find((s) => STEP_FIELDS[s].some((f) => f in errors));
      if (first) go(first);
    },
  );

  return (
    <PageFrame title="입사 지원" className="apply-page" head={<PostingLine posting={form} />}>
      <ApplySteps current={step} onGo={go} />
      {restored && (
        <FormAlert tone="info">
          <p>{start.message}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={startOver}
          >
            처음부터 다시 작성
          </button>
        </FormAlert>
      )}
      <FormProvider {...methods}>
        <form className="apply-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {step === 'resume' && (
            <ApplyResumeStep
              resumes={form.resumes}
              focusOnShow={moved}
              onWriteNew={writeNewResume}
            />
          )}
          {step === 'questions' && (
            <ApplyQuestionsStep questions={form.questions} focusOnShow={moved} />
          )}
          {step === 'files' && (
            <ApplyFilesStep
              attached={attached}
              onAttached={setAttached}
              serverMessage={fileProblem}
              focusOnShow={moved}
            />
          )}
          {step === 'consent' && <ApplyConsentStep consent={form.consent} focusOnShow={moved} />}
          {step === 'review' && (
            <ApplyReviewStep form={form} attached={attached} focusOnShow={moved} onEdit={go} />
          )}
          {failure && (
            <FormAlert>
              <p>{failure}</p>
            </FormAlert>
          )}
          <div className="apply-actions apply-actions--nav">
            {prevStep && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => go(prevStep)}
              >
                이전
              </button>
            )}
            {/* Keyed apart: were one <button> reused, 다음's click would turn it into the submit
                button before the click's default action ran, and send the form unreviewed. */}
            {nextStep ? (
              <button
                key="next"
                type="button"
                className="button button--primary"
                onClick={() => void onNext()}
              >
                다음
              </button>
            ) : (
              <button
                key="submit"
                type="submit"
                className="button button--primary"
                disabled={submit.isPending}
              >
                지원서 제출
              </button>
            )}
          </div>
        </form>
      </FormProvider>
    </PageFrame>
  );
}
