import { zodResolver } from '@hookform/resolvers/zod';
import {
  CEO_APPROVALS,
  EMPLOYMENT_STATUSES,
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  RESPONSE_CODES,
  reviewInputSchema,
  type CeoApproval,
  type EmploymentStatus,
  type MyReview,
  type ReviewCategory,
  type ReviewInput,
} from '@ilteo/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { useLeaveGuard } from '@/shared/lib/use-leave-guard';
import { FormAlert, showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { useSaveReview } from '../../api/save-review';
import { companyHrefs } from '../company-links';
import { ChoiceGroup, CountedTextarea, ScreeningNotice, StarInput } from './form-fields';
import { useJobItems } from './job-items';
import { SavedState } from './review-status';

type ReviewOutput = z.output<typeof reviewInputSchema>;

const CATEGORY_KEYS = Object.keys(REVIEW_CATEGORIES) as ReviewCategory[];
const CEO_OPTIONS = (Object.keys(CEO_APPROVALS) as CeoApproval[]).map((value) => ({
  value,
  label: CEO_APPROVALS[value],
}));
const STATUS_OPTIONS = (Object.keys(EMPLOYMENT_STATUSES) as EmploymentStatus[]).map((value) => ({
  value,
  label: EMPLOYMENT_STATUSES[value],
}));
const RECOMMEND_OPTIONS = [
  { value: true, label: '예, 추천합니다' },
  { value: false, label: '아니오' },
] as const;

export const REVIEW_LEAVE_MESSAGE =
  '작성 중인 리뷰가 저장되지 않았습니다. 이 페이지를 떠나시겠습니까? 떠나면 작성한 내용은 사라집니다.';

const FIELDS = [
  'overall',
  'title',
  'pros',
  'cons',
  'advice',
  'recommend',
  'ceoApproval',
  'jobCode',
  'employmentStatus',
  'lastYear',
] as const;

function defaultsOf(companyId: number, review: MyReview | null): Partial<ReviewInput> {
  if (!review) return { companyId, title: '', pros: '', cons: '', advice: '', jobCode: '' };
  return {
    companyId,
    overall: review.overall,
    categories: review.categories,
    title: review.title,
    pros: review.pros,
    cons: review.cons,
    advice: review.advice,
    recommend: review.recommend,
    ceoApproval: review.ceoApproval,
    jobCode: review.jobCode,
    employmentStatus: review.employmentStatus,
    lastYear: review.lastYear,
  };
}

/**
 * The company review form: the overall and five category ratings, 한줄 평,
 * 장점/단점 (with minimums), 경영진에게 바라는 점, 추천, CEO 지지, 직무,
 * 재직 상태, 마지막 근무 연도. Validated with the contract's schema; a save
 * (new or edit) goes to screening and the form gives way to that news.
 */
export function ReviewFormView({
  companyId,
  review,
  thisYear,
}: {
  companyId: number;
  review: MyReview | null;
  thisYear: number;
}) {
  const save = useSaveReview();
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const jobs = useJobItems(review ? { code: review.jobCode, name: review.jobName } : null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: defaultsOf(companyId, review),
  });
  const { release } = useLeaveGuard(
    isDirty && saved === null && !isSubmitting,
    REVIEW_LEAVE_MESSAGE,
  );

  const years = Array.from({ length: REVIEW_LIMITS.yearsBack + 1 }, (_, i) => thisYear - i).map(
    (y) => ({ value: String(y), label: `${String(y)}년` }),
  );

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const message = await save.mutateAsync(
        review ? { ...values, reviewId: review.reviewId } : values,
      );
      release();
      setSaved(message);
    } catch (error) {
      // A review within 12 months (302): the server's words, above the button.
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
        companyId={companyId}
        reviewsHref={companyHrefs.review(companyId)}
        reviewsLabel="리뷰 보러 가기"
      />
    );
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <ScreeningNotice noun="리뷰" />
      <StarInput control={control} name="overall" legend="총 평점" />
      {CATEGORY_KEYS.map((key) => (
        <StarInput
          key={key}
          control={control}
          name={`categories.${key}`}
          legend={REVIEW_CATEGORIES[key]}
        />
      ))}
      <TextField
        label="한줄 평"
        requiredMark
        autoComplete="off"
        maxLength={REVIEW_LIMITS.title}
        error={errors.title?.message}
        {...register('title')}
      />
      <CountedTextarea
        control={control}
        name="pros"
        registration={register('pros')}
        label="장점"
        required
        min={REVIEW_LIMITS.prosMin}
        max={REVIEW_LIMITS.prosMax}
        error={errors.pros?.message}
      />
      <CountedTextarea
        control={control}
        name="cons"
        registration={register('cons')}
        label="단점"
        required
        min={REVIEW_LIMITS.consMin}
        max={REVIEW_LIMITS.consMax}
        error={errors.cons?.message}
      />
      <CountedTextarea
        control={control}
        name="advice"
        registration={register('advice')}
        label="경영진에게 바라는 점"
        max={REVIEW_LIMITS.advice}
        error={errors.advice?.message}
      />
      <ChoiceGroup
        control={control}
        name="recommend"
        legend="이 기업을 친구에게 추천하시겠습니까?"
        options={RECOMMEND_OPTIONS}
      />
      <ChoiceGroup control={control} name="ceoApproval" legend="CEO 지지" options={CEO_OPTIONS} />
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
            description={
              fieldState.error?.message ??
              (jobs.isError ? '직무 목록을 불러오지 못했습니다. 새로고침해 주세요.' : undefined)
            }
          />
        )}
      />
      <ChoiceGroup
        control={control}
        name="employmentStatus"
        legend="재직 상태"
        options={STATUS_OPTIONS}
      />
      <Controller
        control={control}
        name="lastYear"
        render={({ field, fieldState }) => (
          <Select
            label="마지막 근무 연도 (필수)"
            items={years}
            placeholder="연도를 골라 주세요"
            value={yearText(field.value)}
            onValueChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            invalid={fieldState.invalid}
            description={fieldState.error?.message ?? '현재 재직 중이면 올해를 고릅니다.'}
          />
        )}
      />
      {refusal && (
        <FormAlert>
          <p>{refusal}</p>
        </FormAlert>
      )}
      <SubmitButton pending={isSubmitting || save.isPending} className="form__actions">
        {review ? '수정하고 다시 심사받기' : '리뷰 등록'}
      </SubmitButton>
    </form>
  );
}

/** The year select's value: none chosen yet is the placeholder. */
function yearText(value: unknown): string {
  return typeof value === 'number' ? String(value) : '';
}
