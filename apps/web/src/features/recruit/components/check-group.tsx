import { groupDigits } from '@ilteo/contract';

/** Options with their facet counts; unchecking and checking keep the order of `options`. */
export interface CheckOption {
  value: string;
  label: string;
}

const countText = (count: number | undefined) =>
  count === undefined ? null : (
    <span className="check-group__count">
      {groupDigits(count)}
      <span className="sr-only">건</span>
    </span>
  );

/** A fieldset of checkboxes (several may be chosen), each with its count when known. */
export function CheckGroup({
  legend,
  options,
  value,
  counts,
  onChange,
}: {
  legend: string;
  options: readonly CheckOption[];
  value: readonly string[];
  counts?: Readonly<Record<string, number>>;
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset className="check-group">
      <legend className="sr-only">{legend}</legend>
      <ul className="check-group__list">
        {options.map((o) => {
          const checked = value.includes(o.value);
          const count = counts?.[o.value];
          return (
            <li key={o.value}>
              <label
                className={`check-group__option${count === 0 ? ' check-group__option--none' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange(
                      checked
                        ? value.filter((v) => v !== o.value)
                        : options
                            .map((x) => x.value)
                            .filter((v) => v === o.value || value.includes(v)),
                    )
                  }
                />
                <span className="check-group__label">{o.label}</span>
                {countText(count)}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A fieldset of radio buttons with 전체 first. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  counts,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly CheckOption[];
  value: string;
  counts?: Readonly<Record<string, number>>;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="check-group">
      <legend className="sr-only">{legend}</legend>
      <ul className="check-group__list">
        {[{ value: '', label: '전체' }, ...options].map((o) => {
          const count = o.value === '' ? undefined : counts?.[o.value];
          return (
            <li key={o.value}>
              <label
                className={`check-group__option${count === 0 ? ' check-group__option--none' : ''}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={o.value}
                  checked={value === o.value}
                  onChange={() => onChange(o.value)}
                />
                <span className="check-group__label">{o.label}</span>
                {countText(count)}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
