import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTERVIEW_DIFFICULTY,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_LIMITS,
  INTERVIEW_RESULTS,
  INTERVIEW_ROUTES,
  RESPONSE_CODES,
  interviewReviewInputSchema,
  type InterviewExperience,
  type InterviewResult,
  type InterviewReviewForm,
  type InterviewReviewInput,
  type InterviewRoute,
} from '@ilteo/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { useLeaveGuard } from '@/shared/lib/use-leave-guard';
import { FormAlert, showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { useSaveInterviewReview } from '../../api/save-interview-review';
import { companyHrefs } from '../company-links';
import { ChoiceGroup, CountedTextarea, ScreeningNotice, StarInput } from './form-fields';
import { InterviewSourceField, type InterviewSource } from './interview-source';
import { useJobItems } from './job-items';
import { SavedState } from './review-status';

type InterviewOutput = z.output<typeof interviewReviewInputSchema>;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
const ROUTE_ITEMS = options<InterviewRoute>(INTERVIEW_ROUTES);
const EXPERIENCE_OPTIONS = options<InterviewExperience>(INTERVIEW_EXPERIENCES);
const RESULT_OPTIONS = options<InterviewResult>(INTERVIEW_RESULTS);

export const INTERVIEW_LEAVE_MESSAGE =
  '작성 중인 면접 후기가 저장되지 않았습니다. 이 페이지를 떠나시겠습니까? 떠나면 작성한 내용은 사라집니다.';

const FIELDS = [
  'postingId',
  'applicationId',
  'jobCode',
  'interviewMonth',
  'route',
  'difficulty',
  'experience',
  'questions',
  'tips',
  'result',
] as const;

function sourceOf(form: InterviewReviewForm): InterviewSource {
  const review = form.review;
  if (!review) {
    const open = form.applications.find((a) => !a.reviewed);
    return open
      ? { kind: 'application', applicationId: open.applicationId, postingId: open.postingId }
      : { kind: 'job' };
  }
  if (review.applicationId !== null && review.postingId !== null) {
    return {
      kind: 'application',
      applicationId: review.applicationId,
      postingId: review.postingId,
    };
  }
  return review.postingId !== null
    ? { kind: 'posting', postingId: review.postingId }
    : { kind: 'job' };
}

function defaultsOf(
  form: InterviewReviewForm,
  source: InterviewSource,
): Partial<InterviewReviewInput> {
  const review = form.review;
  const link = {
    applicationId: source.kind === 'application' ? source.applicationId : null,
    postingId: source.kind === 'job' ? null : source.postingId,
  };
  if (!review)
    return {
      companyId: form.companyId,
      ...link,
      jobCode: '',
      interviewMonth: '',
      questions: '',
      tips: '',
    };
  return {
    companyId: form.companyId,
    ...link,
    jobCode: review.jobCode,
    interviewMonth: review.interviewMonth,
    route: review.route,
    difficulty: review.difficulty,
    experience: review.experience,
    questions: review.questions,
    tips: review.tips,
    result: review.result,
  };
}

/**
 * The interview review form: what was interviewed for (my application, a
 * posting, or a job only), 직무, 면접 시기, 지원 경로, 난이도, 경험, 질문,
 * 답변 팁 and 결과. Validated with the contract's schema; saved for screening.
 */
export function InterviewReviewFormView({
  form,
  thisMonth,
}: {
  form: InterviewReviewForm;
  /** YYYY-MM: an interview cannot be later than this month. */
  thisMonth: string;
}) {
  const save = useSaveInterviewReview();
  const review = form.review;
  const [source, setSource] = useState<InterviewSource>(() => sourceOf(form));
  const [sourceError, setSourceError] = useState<string>();
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const jobs = useJobItems(review ? { code: review.jobCode, name: review.jobName } : null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<InterviewReviewInput, unknown, InterviewOutput>({
    resolver: zodResolver(interviewReviewInputSchema),
    defaultValues: defaultsOf(form, source),
  });
  const { release } = useLeaveGuard(
    isDirty && saved === null && !isSubmitting,
    INTERVIEW_LEAVE_MESSAGE,
  );

  const chooseSource = (next: InterviewSource) => {
    setSource(next);
    setSourceError(undefined);
    const dirty = { shouldDirty: true };
    setValue('applicationId', next.kind === 'application' ? next.applicationId : null, dirty);
    setValue('postingId', next.kind === 'job' ? null : next.postingId, dirty);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (source.kind === 'posting' && values.postingId === null) {
      setSourceError('공고를 골라 주세요.');
      return;
    }
    setRefusal(null);
    try {
      const message = await save.mutateAsync(
        review ? { ...values, recruitReviewId: review.recruitReviewId } : values,
      );
      release();
      setSaved(message);
    } catch (error) {
      // One per application or posting (302): the server's words, above the button.
      if (isApiError(error) && error.code === RESPONSE_CODES.DUPLICATE.code) {
        setRefusal(error.message);
        return;
      }
      showServerErrors(error, setError, FIELDS);
    }
  });

  if (saved !== null) {
    return (
      <SavedState
        message={saved}
        companyId={form.companyId}
        reviewsHref={companyHrefs.interview(form.companyId)}
        reviewsLabel="면접 후기 보러 가기"
      />
    );
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <ScreeningNotice noun="면접 후기" />
      <InterviewSourceField
        form={form}
        value={source}
        onChange={chooseSource}
        error={sourceError ?? errors.applicationId?.message ?? errors.postingId?.message}
        editingApplicationId={review?.applicationId ?? null}
      />
      <Controller
        control={control}
        name="jobCode"
        render={({ field, fieldState }) => (
          <Select
            label="직무 (필수)"
            items={jobs.items}
            placeholder="직무를 골라 주세요"
            value={field.value}
            onValueChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            invalid={fieldState.invalid}
            description={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="면접 시기"
        requiredMark
        type="month"
        max={thisMonth}
        placeholder="예: 2025-03"
        description="면접을 본 연도와 월입니다."
        error={errors.interviewMonth?.message}
        {...register('interviewMonth')}
      />
      <Controller
        control={control}
        name="route"
        render={({ field, fieldState }) => (
          <Select
            label="지원 경로 (필수)"
            items={ROUTE_ITEMS}
            placeholder="지원 경로를 골라 주세요"
            value={asText(field.value)}
            onValueChange={(value) => field.onChange(value === '' ? undefined : value)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            invalid={fieldState.invalid}
            description={fieldState.error?.message}
          />
        )}
      />
      <StarInput
        control={control}
        name="difficulty"
        legend="면접 난이도"
        labels={INTERVIEW_DIFFICULTY}
      />
      <ChoiceGroup
        control={control}
        name="experience"
        legend="면접 경험"
        options={EXPERIENCE_OPTIONS}
      />
      <CountedTextarea
        control={control}
        name="questions"
        registration={register('questions')}
        label="면접 질문"
        description="받은 질문을 한 줄에 하나씩 적어 주세요."
        required
        min={INTERVIEW_LIMITS.questionsMin}
        max={INTERVIEW_LIMITS.questions}
        error={errors.questions?.message}
      />
      <CountedTextarea
        control={control}
        name="tips"
        registration={register('tips')}
        label="답변 팁"
        max={INTERVIEW_LIMITS.tips}
        error={errors.tips?.message}
      />
      <ChoiceGroup control={control} name="result" legend="면접 결과" options={RESULT_OPTIONS} />
      {refusal && (
        <FormAlert>
          <p>{refusal}</p>
        </FormAlert>
      )}
      <SubmitButton pending={isSubmitting || save.isPending} className="form__actions">
        {review ? '수정하고 다시 심사받기' : '면접 후기 등록'}
      </SubmitButton>
    </form>
  );
}

/** A select's value: none chosen yet is the placeholder. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
