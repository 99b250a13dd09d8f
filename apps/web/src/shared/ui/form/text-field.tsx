import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** The validation message; marks the input invalid and is read with it. */
  error?: string | undefined;
  /** Help under the label, read with the input. */
  description?: ReactNode;
  /** A status under the input that is not an error (say, 사용할 수 있는 아이디입니다). */
  status?: string | undefined;
  /** Shown after the label as (필수) and announced as required. */
  requiredMark?: boolean;
  /** A control beside the input, such as 중복 확인. */
  action?: ReactNode;
  id?: string;
}

/**
 * A labelled input whose help and error are tied to it with
 * aria-describedby, and marked aria-invalid while it has an error. Spread
 * react-hook-form's `register(name)` into it.
 */
export function TextField({
  label,
  error,
  description,
  status,
  requiredMark = false,
  action,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const messageId = error || status ? `${inputId}-message` : undefined;
  const describedBy =
    [descriptionId, messageId, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {requiredMark && <span className="field__required"> (필수)</span>}
      </label>
      {description && (
        <p id={descriptionId} className="field__description">
          {description}
        </p>
      )}
      <div className={action ? 'field__control field__control--with-action' : 'field__control'}>
        <input
          id={inputId}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-required={requiredMark || undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {action}
      </div>
      {error ? (
        <p id={messageId} className="field__error">
          {error}
        </p>
      ) : (
        status && (
          <p id={messageId} className="field__status" role="status">
            {status}
          </p>
        )
      )}
    </div>
  );
}
