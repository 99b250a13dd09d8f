import type { FilterChip } from '../lib/filter-chips';
import { FILTER_LABELS } from '../lib/filter-chips';

/** The chosen conditions as chips; each one removes itself, 초기화 removes all. */
export function FilterChipsBar({
  chips,
  onRemove,
  onReset,
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onReset: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label="선택한 조건">
        {chips.map((chip) => (
          <li key={`${chip.key}:${chip.value}`}>
            <button type="button" className="filter-chip" onClick={() => onRemove(chip)}>
              <span className="sr-only">{FILTER_LABELS[chip.key]} </span>
              {chip.label}
              <span aria-hidden="true"> ✕</span>
              <span className="sr-only"> 조건 빼기</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="filter-chips__reset" onClick={onReset}>
        초기화
      </button>
    </div>
  );
}
