import {
  RESUME_SECTION_LABELS,
  REQUIRED_RESUME_SECTIONS,
  type ResumeSection,
} from '@ilteo/contract';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { get, useFormState, type RegisterOptions } from 'react-hook-form';
import { TextField } from '@/shared/ui/form';
import {
  keepDigits,
  sectionAnchor,
  useResumeForm,
  type ResumeFieldPath,
  type ResumeFormValues,
} from './resume-form';

/** The message the form holds for `name` (a field, or a group such as an array). */
export function useFieldError(name: ResumeFieldPath): string | undefined {
  const { control } = useResumeForm();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown; root?: { message?: unknown } }).message;
  if (typeof own === 'string') return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' ? root : undefined;
}

const isRequired = (section: ResumeSection) =>
  (REQUIRED_RESUME_SECTIONS as readonly string[]).includes(section);

/**
 * One résumé section: a region named by its heading, focusable so the
 * progress list and an invalid save can move to it.
 */
export function WriteSection({
  section,
  description,
  children,
}: {
  section: ResumeSection;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${sectionAnchor(section)}-heading`;
  return (
    <section
      id={sectionAnchor(section)}
      className="write-section"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 id={headingId} className="write-section__title">
        {RESUME_SECTION_LABELS[section]}
        {isRequired(section) && <span className="write-section__required"> (필수)</span>}
      </h2>
      {description && <p className="field__description">{description}</p>}
      {children}
    </section>
  );
}

/** A message for a group (an array, a fieldset); announced when it appears. */
export function GroupError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'name' | 'id'>;

/** A text field registered with the résumé form, its error tied to it. */
export function FormText({
  name,
  label,
  description,
  requiredMark,
  registerOptions,
  ...input
}: InputProps & {
  name: ResumeFieldPath;
  label: string;
  description?: ReactNode;
  requiredMark?: boolean;
  /** For numbers: `{ setValueAs: numberOrNull }`. */
  registerOptions?: RegisterOptions<ResumeFormValues, ResumeFieldPath>;
}) {
  const { register } = useResumeForm();
  const error = useFieldError(name);
  return (
    <TextField
      label={label}
      description={description}
      requiredMark={requiredMark}
      error={error}
      autoComplete="off"
      {...input}
      {...register(name, registerOptions)}
    />
  );
}

/** YYYYMM (입학, 입사 …): six digits, numbers only. */
export function YearMonthField({ name, label }: { name: ResumeFieldPath; label: string }) {
  return (
    <FormText
      name={name}
      label={label}
      inputMode="numeric"
      maxLength={6}
      placeholder="예: 202403"
      onInput={keepDigits}
    />
  );
}

/** YYYYMMDD (the spec's 8-digit dates). */
export function DateField({
  name,
  label,
  requiredMark,
}: {
  name: ResumeFieldPath;
  label: string;
  requiredMark?: boolean;
}) {
  return (
    <FormText
      name={name}
      label={label}
      requiredMark={requiredMark}
      inputMode="numeric"
      maxLength={8}
      placeholder="예: 20240315"
      onInput={keepDigits}
    />
  );
}

/** A native select registered with the form: the most usable choice on phones. */
export function FormSelect({
  name,
  label,
  options,
}: {
  name: ResumeFieldPath;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { register } = useResumeForm();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A multi-line field; `footer` sits under it (the 자기소개서 counter). */
export function FormTextArea({
  name,
  label,
  description,
  rows = 4,
  footer,
  footerId,
}: {
  name: ResumeFieldPath;
  label: string;
  description?: ReactNode;
  rows?: number;
  footer?: ReactNode;
  footerId?: string;
}) {
  const { register } = useResumeForm();
  const error = useFieldError(name);
  const id = useId();
  const describedBy =
    [description && `${id}-description`, footerId, error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className="field__description">
          {description}
        </p>
      )}
      <textarea
        id={id}
        className="textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name)}
      />
      {footer}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One entry of a repeated section: a fieldset whose legend numbers it, with 삭제. */
export function EntryFieldset({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="write-entry">
      <legend className="write-entry__legend">{legend}</legend>
      <div className="write-entry__fields">{children}</div>
      <button
        type="button"
        className="button button--secondary button--small write-entry__remove"
        onClick={onRemove}
      >
        {legend} 삭제
      </button>
    </fieldset>
  );
}

/** 추가 for a repeated section, off at its limit (with the limit said). */
export function AddEntryButton({
  label,
  count,
  max,
  onAdd,
}: {
  label: string;
  count: number;
  max: number;
  onAdd: () => void;
}) {
  const full = count >= max;
  return (
    <div className="write-add">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={onAdd}
        disabled={full}
      >
        {label} 추가
      </button>
      {full && (
        <p className="field__description">
          {label}은(는) {max}개까지 넣을 수 있습니다.
        </p>
      )}
    </div>
  );
}
