import { CONSULTING_LIMITS } from '@ilteo/contract';
import { useId } from 'react';
import {
  useWatch,
  type Control,
  type FieldArrayWithId,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { TextField } from '@/shared/ui/form';
import type { RequestValues } from './consulting-request-form';

/**
 * The pasted items: up to CONSULTING_LIMITS.items questions, each with its
 * answer and a counter (and the posting's own limit when it has one); 추가
 * and 삭제 keep at least one item.
 */
export function ConsultingItemFields({
  fields,
  register,
  control,
  errors,
  maxChars,
  onAdd,
  onRemove,
}: {
  fields: FieldArrayWithId<RequestValues, 'items'>[];
  register: UseFormRegister<RequestValues>;
  control: Control<RequestValues>;
  errors: FieldErrors<RequestValues>;
  maxChars: (index: number) => number;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const id = useId();
  const values = useWatch({ control, name: 'items' });
  const listError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <div className="consulting-items">
      {fields.map((field, i) => {
        const n = i + 1;
        const answerId = `${id}-answer-${String(i)}`;
        const answerError = errors.items?.[i]?.answer?.message;
        const length = values[i]?.answer.length ?? 0;
        const postingLimit = maxChars(i);
        return (
          <fieldset key={field.id} className="consulting-items__item">
            <legend>문항 {n}</legend>
            <TextField
              label={`문항 ${String(n)} 질문`}
              maxLength={CONSULTING_LIMITS.question}
              error={errors.items?.[i]?.question?.message}
              {...register(`items.${i}.question`)}
            />
            <div className="field">
              <label htmlFor={answerId} className="field__label">
                문항 {n} 답변
              </label>
              <textarea
                id={answerId}
                className="textarea"
                rows={6}
                maxLength={CONSULTING_LIMITS.answer}
                aria-invalid={answerError ? true : undefined}
                aria-describedby={`${answerId}-count${answerError ? ` ${answerId}-error` : ''}`}
                {...register(`items.${i}.answer`)}
              />
              <p id={`${answerId}-count`} className="field__description">
                {length} / {CONSULTING_LIMITS.answer}자
                {postingLimit > 0 && ` (공고 문항 제한 ${String(postingLimit)}자)`}
              </p>
              {answerError && (
                <p id={`${answerId}-error`} className="field__error">
                  {answerError}
                </p>
              )}
            </div>
            {fields.length > 1 && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onRemove(i)}
              >
                문항 {n} 삭제
              </button>
            )}
          </fieldset>
        );
      })}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {fields.length < CONSULTING_LIMITS.items && (
        <button type="button" className="button button--secondary button--small" onClick={onAdd}>
          문항 추가
        </button>
      )}
    </div>
  );
}
