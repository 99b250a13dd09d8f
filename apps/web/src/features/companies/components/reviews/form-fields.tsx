import { useId, type ComponentPropsWithRef } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import '@/shared/ui/form/form.css';

/**
 * Pieces of the review forms: a 1–5 choice as a radio group ("1점"…"5점"),
 * a textarea with its character counter, a radio group of labelled options
 * and the screening notice. Generic over the form so both review forms use
 * them.
 */

/** A 1–5 rating as a labelled radio group: one tab stop, arrows move, the value a number. */
export function StarInput<T extends FieldValues>({
  control,
  name,
  legend,
  labels,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  /** Words for each point (난이도); "n점" otherwise. */
  labels?: Readonly<Record<number, string>>;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorId = `${id}-error`;
  const value: unknown = field.value;
  return (
    <fieldset
      className="star-input"
      aria-describedby={fieldState.error ? errorId : undefined}
      aria-invalid={fieldState.error ? true : undefined}
    >
      <legend className="star-input__legend">
        {legend}
        <span className="field__required"> (필수)</span>
      </legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((point, index) => (
          <label key={point} className="star-input__option">
            <input
              type="radio"
              name={`${id}-${field.name}`}
              value={point}
              checked={value === point}
              ref={index === 0 ? field.ref : undefined}
              onChange={() => field.onChange(point)}
              onBlur={field.onBlur}
            />
            <span aria-hidden="true">★</span>
            {labels?.[point] ? `${String(point)}점 ${labels[point]}` : `${String(point)}점`}
          </label>
        ))}
      </div>
      {fieldState.error?.message && (
        <p id={errorId} className="field__error">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}

/** A radio group of named options (추천, CEO 지지, 재직 상태 …) held as the option's key. */
export function ChoiceGroup<T extends FieldValues>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  options: readonly { value: string | boolean; label: string }[];
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorId = `${id}-error`;
  const value: unknown = field.value;
  return (
    <fieldset
      className="review-choice"
      aria-describedby={fieldState.error ? errorId : undefined}
      aria-invalid={fieldState.error ? true : undefined}
    >
      <legend>
        {legend}
        <span className="field__required"> (필수)</span>
      </legend>
      <div className="review-choice__options">
        {options.map((option, index) => (
          <label key={String(option.value)} className="check">
            <input
              type="radio"
              name={`${id}-${field.name}`}
              checked={value === option.value}
              ref={index === 0 ? field.ref : undefined}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      {fieldState.error?.message && (
        <p id={errorId} className="field__error">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}

type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name'>;

/** A labelled textarea registered with the form, its counter and error read with it. */
export function CountedTextarea<T extends FieldValues>({
  control,
  name,
  registration,
  label,
  description,
  min,
  max,
  required = false,
  error,
  ...textarea
}: TextareaProps & {
  control: Control<T>;
  name: FieldPath<T>;
  /** `register(name)` of the same field. */
  registration: UseFormRegisterReturn;
  label: string;
  description?: string;
  min?: number;
  max: number;
  required?: boolean;
  error: string | undefined;
}) {
  const id = useId();
  const value: unknown = useWatch({ control, name });
  const length = typeof value === 'string' ? value.trim().length : 0;
  const counterId = `${id}-counter`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const short = min !== undefined && length < min;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span className="field__required"> (필수)</span>}
      </label>
      {description && (
        <p id={descriptionId} className="field__description">
          {description}
        </p>
      )}
      <textarea
        id={id}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[descriptionId, counterId, errorId].filter(Boolean).join(' ')}
        maxLength={max}
        {...textarea}
        {...registration}
      />
      <p id={counterId} className="field__counter">
        {length}/{max}자
        {min !== undefined && ` (최소 ${String(min)}자${short ? ', 더 입력해 주세요' : ''})`}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The screening and anonymity notice every review form shows first. */
export function ScreeningNotice({ noun }: { noun: string }) {
  return (
    <div className="form-alert form-alert--info review-notice">
      <p>작성한 {noun}는 운영자 심사를 거쳐 게시됩니다. 심사 결과는 알림으로 알려 드립니다.</p>
      <p>
        작성자의 이름, 아이디, 닉네임은 어디에도 표시되지 않습니다. 다른 사람을 특정할 수 있는
        내용이나 개인정보는 쓰지 말아 주세요.
      </p>
    </div>
  );
}
