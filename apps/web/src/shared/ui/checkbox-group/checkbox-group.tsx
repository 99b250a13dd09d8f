import { groupDigits } from '@ilteo/contract';
import { useId, type ReactNode } from 'react';
import './checkbox-group.css';

/** One choice of a checkbox or radio group. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * The chosen values after one option changes, always in the options' order,
 * so a list filter's query and a saved condition do not depend on click order.
 */
export function toggleInOrder(
  options: readonly ChoiceOption[],
  chosen: readonly string[],
  changed: string,
  checked: boolean,
): string[] {
  return options.map((o) => o.value).filter((v) => (v === changed ? checked : chosen.includes(v)));
}

interface GroupFrame {
  legend: string;
  /** A list's filter panel names the section itself; the legend is then for screen readers. */
  hideLegend?: boolean;
  /** `list`: a grid of rows (filters); `chips`: pill buttons (forms). */
  appearance?: 'list' | 'chips';
  description?: ReactNode;
  error?: string | undefined;
  /** Facet counts by value, shown beside each option when known. */
  counts?: Readonly<Record<string, number>>;
}

function Count({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="checkbox-group__count">
      {groupDigits(count)}
      <span className="sr-only">건</span>
    </span>
  );
}

function Group({
  legend,
  hideLegend,
  appearance = 'list',
  description,
  error,
  children,
}: GroupFrame & { children: ReactNode }) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`checkbox-group checkbox-group--${appearance}`}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={hideLegend ? 'sr-only' : 'checkbox-group__legend'}>{legend}</legend>
      {description && (
        <p id={descriptionId} className="field__description">
          {description}
        </p>
      )}
      <ul className="checkbox-group__list">{children}</ul>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Option({
  type,
  name,
  option,
  checked,
  count,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name?: string;
  option: ChoiceOption;
  checked: boolean;
  count: number | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <li>
      <label
        className={`checkbox-group__option${count === 0 ? ' checkbox-group__option--none' : ''}`}
      >
        <input
          type={type}
          name={name}
          value={option.value}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="checkbox-group__label">{option.label}</span>
        <Count count={count} />
      </label>
    </li>
  );
}

/** A fieldset of checkboxes (several may be chosen); the value keeps the options' order. */
export function CheckboxGroup({
  options,
  value,
  onChange,
  ...frame
}: GroupFrame & {
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Group {...frame}>
      {options.map((o) => (
        <Option
          key={o.value}
          type="checkbox"
          option={o}
          checked={value.includes(o.value)}
          count={frame.counts?.[o.value]}
          onChange={(checked) => onChange(toggleInOrder(options, value, o.value, checked))}
        />
      ))}
    </Group>
  );
}

/** A fieldset of radio buttons with 전체 (no choice) first. */
export function RadioGroup({
  name,
  options,
  value,
  onChange,
  ...frame
}: GroupFrame & {
  name: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Group {...frame}>
      {[{ value: '', label: '전체' }, ...options].map((o) => (
        <Option
          key={o.value}
          type="radio"
          name={name}
          option={o}
          checked={value === o.value}
          count={o.value === '' ? undefined : frame.counts?.[o.value]}
          onChange={() => onChange(o.value)}
        />
      ))}
    </Group>
  );
}
