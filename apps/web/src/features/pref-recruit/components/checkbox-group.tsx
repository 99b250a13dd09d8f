import { useId, type ReactNode } from 'react';

export interface CheckboxOption {
  cd: string;
  name: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  description?: ReactNode;
  error?: string | undefined;
}

/** A fieldset of checkboxes over code values; the value keeps the options' order. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  description,
  error,
}: CheckboxGroupProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const toggle = (cd: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(cd);
    else next.delete(cd);
    onChange(options.map((o) => o.cd).filter((c) => next.has(c)));
  };

  return (
    <fieldset
      className="pref-field pref-checks"
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="pref-field__label">{legend}</legend>
      {description && (
        <p id={descriptionId} className="field__description">
          {description}
        </p>
      )}
      <ul className="pref-checks__options">
        {options.map((option) => (
          <li key={option.cd}>
            <label className="pref-check">
              <input
                type="checkbox"
                className="pref-check__input"
                checked={value.includes(option.cd)}
                onChange={(e) => toggle(option.cd, e.target.checked)}
              />
              <span>{option.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
