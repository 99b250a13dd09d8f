/**
 * Option items as the API hands them over (spec §3): the title comes from
 * `name` or `label`, the value from `cd` or `value`.
 */
export interface SelectItem {
  readonly name?: string;
  readonly label?: string;
  readonly cd?: string | number;
  readonly value?: string | number;
  readonly disabled?: boolean;
}

export interface SelectOption {
  readonly title: string;
  readonly value: string;
  readonly disabled: boolean;
}

export function toSelectOption(item: SelectItem): SelectOption {
  const value = item.cd ?? item.value ?? '';
  const title = item.name ?? item.label ?? String(value);
  return { title, value: String(value), disabled: item.disabled ?? false };
}

/**
 * The value the control shows: the given one, else the first item's unless
 * a placeholder asks the user to choose (spec §5).
 */
export function resolveSelectValue(
  value: string | undefined,
  options: readonly SelectOption[],
  hasPlaceholder: boolean,
): string {
  if (value !== undefined && value !== '') return value;
  if (hasPlaceholder) return '';
  return options.find((o) => !o.disabled)?.value ?? '';
}
