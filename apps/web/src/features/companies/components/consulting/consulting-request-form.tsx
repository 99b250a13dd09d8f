import {
  CONSULTING_KINDS,
  CONSULTING_LIMITS,
  consultingRequestInputSchema,
  RESPONSE_CODES,
  type ConsultingForm,
  type ConsultingKind,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { FormAlert, applyServerFieldErrors } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useRequestConsulting } from '../../api/request-consulting';
import { ConsultingItemFields } from './consulting-item-fields';
import { previewHref } from './consulting-links';
import { ANSWER_TIME } from './format';

export interface RequestValues {
  postingId: string;
  kind: ConsultingKind;
  source: 'paste' | 'resume';
  resumeId: string;
  items: { question: string; answer: string }[];
  note: string;
}

const EMPTY_ITEM = { question: '', answer: '' };
const KINDS = Object.keys(CONSULTING_KINDS) as ConsultingKind[];

/**
 * The items after picking a posting: its questions in order, keeping any
 * answer already typed at the same place, so a change of posting never
 * throws away the member's text.
 */
export function prefillItems(
  questions: readonly { question: string }[],
  current: readonly RequestValues['items'][number][],
): RequestValues['items'] {
  if (questions.length === 0) return current.length > 0 ? [...current] : [EMPTY_ITEM];
  return questions
    .slice(0, CONSULTING_LIMITS.items)
    .map((q, i) => ({ question: q.question, answer: current[i]?.answer ?? '' }));
}

/**
 * The 첨삭 request: a posting (its questions prefill the items), the kind,
 * then either a résumé (its 자기소개서 is copied as sent) or pasted items,
 * and a note. A posting with an open request shows that request instead.
 * The contract's schema checks the body; the server's refusals (302: one
 * open request per posting; 202: a field) are shown here.
 */
export function ConsultingRequestForm({ form }: { form: ConsultingForm }) {
  const id = useId();
  const send = useRequestConsulting();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    reset,
    formState: { errors },
  } = useForm<RequestValues>({
    defaultValues: {
      postingId: '',
      kind: 'essay',
      source: 'paste',
      resumeId: '',
      items: [EMPTY_ITEM],
      note: '',
    },
  });
  const items = useFieldArray({ control, name: 'items' });
  const [postingId, source, resumeId, note] = useWatch({
    control,
    name: ['postingId', 'source', 'resumeId', 'note'],
  });
  const posting = form.postings.find((p) => String(p.postingId) === postingId);

  const pickPosting = (value: string) => {
    setValue('postingId', value);
    clearErrors('postingId');
    const picked = form.postings.find((p) => String(p.postingId) === value);
    if (picked && picked.openConsultingId === null) {
      items.replace(prefillItems(picked.questions, getValues('items')));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (!posting) {
      setError('postingId', { message: '공고를 골라 주세요.' }, { shouldFocus: true });
      return;
    }
    const fromResume = values.source === 'resume';
    if (fromResume && !values.resumeId) {
      setError('resumeId', { message: '이력서를 골라 주세요.' }, { shouldFocus: true });
      return;
    }
    const parsed = consultingRequestInputSchema.safeParse({
      companyId: form.companyId,
      postingId: posting.postingId,
      kind: values.kind,
      resumeId: fromResume ? Number(values.resumeId) : null,
      items: fromResume ? [] : values.items,
      note: values.note,
    });
    if (!parsed.success) {
      let focused = false;
      for (const issue of parsed.error.issues) {
        const name = issue.path.join('.') as FieldPath<RequestValues>;
        setError(name, { message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      toast(`컨설팅을 신청했습니다. ${ANSWER_TIME} 안에 답변을 드립니다.`);
      reset();
    } catch (cause) {
      if (!isApiError(cause)) return;
      if (cause.code === RESPONSE_CODES.DUPLICATE.code) {
        setFailure(cause.message);
        return;
      }
      const fields: FieldPath<RequestValues>[] = ['postingId', 'kind', 'resumeId', 'items', 'note'];
      if (!applyServerFieldErrors(cause, setError, fields)) setFailure(cause.message);
    }
  });

  const postingItems = form.postings.map((p) => ({ value: p.postingId, label: p.title }));
  const openId = posting?.openConsultingId ?? null;
  return (
    <form className="form consulting-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Select
        label="공고"
        items={postingItems}
        value={postingId}
        placeholder="공고를 골라 주세요"
        onValueChange={pickPosting}
        invalid={Boolean(errors.postingId)}
        description={errors.postingId?.message}
      />
      {openId !== null ? (
        <FormAlert tone="info">
          <p>
            이 공고에는 이미 진행 중인 신청이 있습니다. 한 공고에는 열린 신청을 하나만 둘 수
            있습니다.
          </p>
          <p>
            <Link to={previewHref(openId)}>진행 중인 신청 보기</Link>
          </p>
        </FormAlert>
      ) : (
        <>
          <fieldset className="consulting-form__choices">
            <legend>첨삭 종류</legend>
            {KINDS.map((kind) => (
              <label key={kind} className="check">
                <input type="radio" value={kind} {...register('kind')} />
                <span className="check__text">{CONSULTING_KINDS[kind]}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="consulting-form__choices">
            <legend>첨삭받을 내용</legend>
            <label className="check">
              <input type="radio" value="paste" {...register('source')} />
              <span className="check__text">직접 입력</span>
            </label>
            <label className="check">
              <input type="radio" value="resume" {...register('source')} />
              <span className="check__text">이력서에서 가져오기</span>
            </label>
          </fieldset>
          {source === 'resume' ? (
            <Select
              label="이력서"
              items={form.resumes.map((r) => ({ value: r.resumeId, label: r.title }))}
              value={resumeId}
              placeholder="이력서를 골라 주세요"
              onValueChange={(value) => {
                setValue('resumeId', value);
                clearErrors('resumeId');
              }}
              invalid={Boolean(errors.resumeId)}
              description={
                errors.resumeId?.message ??
                (form.resumes.length === 0
                  ? '저장된 이력서가 없습니다. 직접 입력해 주세요.'
                  : '이력서의 자기소개서 항목을 신청하는 시점의 내용 그대로 보냅니다.')
              }
            />
          ) : (
            <ConsultingItemFields
              fields={items.fields}
              register={register}
              control={control}
              errors={errors}
              maxChars={(i) => posting?.questions[i]?.maxChars ?? 0}
              onAdd={() => items.append(EMPTY_ITEM)}
              onRemove={items.remove}
            />
          )}
          <div className="field">
            <label htmlFor={`${id}-note`} className="field__label">
              요청 사항
            </label>
            <textarea
              id={`${id}-note`}
              className="textarea"
              rows={3}
              maxLength={CONSULTING_LIMITS.note}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${id}-note-count${errors.note ? ` ${id}-note-error` : ''}`}
              {...register('note')}
            />
            <p id={`${id}-note-count`} className="field__description">
              {note.length} / {CONSULTING_LIMITS.note}자
            </p>
            {errors.note && (
              <p id={`${id}-note-error`} className="field__error">
                {errors.note.message}
              </p>
            )}
          </div>
          {failure && (
            <FormAlert>
              <p>{failure}</p>
            </FormAlert>
          )}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={send.isPending}>
              첨삭 신청하기
            </button>
          </div>
        </>
      )}
    </form>
  );
}
