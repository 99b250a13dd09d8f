import { useEffect, useId, useMemo, type ComponentPropsWithRef } from 'react';
import {
  resolveSelectValue,
  toSelectOption,
  type SelectItem,
  type SelectOption,
} from './select-items';
import './select.css';

export const NO_RESULT_TEXT = '결과가 없습니다';

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
>;

export interface SelectProps extends NativeSelectProps {
  /** Visible label; with `hideLabel` it is kept for screen readers only. */
  label: string;
  hideLabel?: boolean;
  items: readonly SelectItem[];
  value?: string;
  /** Shown as an empty first choice; without it the first item is chosen. */
  placeholder?: string;
  onValueChange?: (value: string, option: SelectOption | undefined) => void;
  /** Help or error text under the control. */
  description?: string;
  invalid?: boolean;
}

/**
 * A labelled native <select>: the platform picker is the most usable one on
 * phones and works with every screen reader. With no items it shows
 * 결과가 없습니다 and is disabled.
 */
export function Select({
  label,
  hideLabel = false,
  items,
  value,
  placeholder,
  onValueChange,
  description,
  invalid = false,
  id,
  className,
  disabled,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const descriptionId = `${selectId}-description`;
  const options = useMemo(() => items.map(toSelectOption), [items]);
  const hasPlaceholder = placeholder !== undefined;
  const empty = options.length === 0;
  const shown = resolveSelectValue(value, options, hasPlaceholder);

  // Report the first item as the chosen value, so the owner's state matches what is shown.
  const reportDefault =
    !empty && !hasPlaceholder && (value === undefined || value === '') && shown !== '';
  useEffect(() => {
    if (reportDefault)
      onValueChange?.(
        shown,
        options.find((o) => o.value === shown),
      );
  }, [reportDefault, shown, options, onValueChange]);

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'field__label'}>
        {label}
      </label>
      <span className="select">
        <select
          {...rest}
          id={selectId}
          className="select__control"
          value={empty ? '' : shown}
          disabled={disabled === true || empty}
          aria-invalid={invalid || undefined}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(e) => {
            const next = e.target.value;
            onValueChange?.(
              next,
              options.find((o) => o.value === next),
            );
          }}
        >
          {empty ? (
            <option value="">{NO_RESULT_TEXT}</option>
          ) : (
            <>
              {hasPlaceholder && (
                <option value="" disabled={shown !== ''}>
                  {placeholder}
                </option>
              )}
              {options.map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.title}
                </option>
              ))}
            </>
          )}
        </select>
      </span>
      {description && (
        <p id={descriptionId} className={invalid ? 'field__error' : 'field__description'}>
          {description}
        </p>
      )}
    </div>
  );
}
