import { BTI_SCALE, type BtiItem } from '@ilteo/contract';
import { memo } from 'react';

const SCALE = Object.entries(BTI_SCALE).map(([value, label]) => ({ value: Number(value), label }));

/**
 * One item: a fieldset whose legend is the activity and five native radio
 * buttons, so arrow keys move within the scale and screen readers announce
 * "n번 문항, 좋아함, 5개 중 4번째" without extra wiring. Choosing saves at once.
 */
export const BtiItemField = memo(function BtiItemField({
  item,
  value,
  onAnswer,
  legendRef,
}: {
  item: BtiItem;
  value: number;
  onAnswer: (itemNo: number, value: number) => void;
  legendRef?: ((el: HTMLElement | null) => void) | undefined;
}) {
  const name = `bti-item-${String(item.itemNo)}`;
  return (
    <fieldset className={value > 0 ? 'bti-item bti-item--answered' : 'bti-item'}>
      <legend className="bti-item__legend" ref={legendRef} tabIndex={-1}>
        <span className="bti-item__no">{item.itemNo}.</span> {item.text}
      </legend>
      <div className="bti-item__scale">
        {SCALE.map((s) => (
          <label key={s.value} className="bti-item__option">
            <input
              type="radio"
              name={name}
              value={s.value}
              checked={value === s.value}
              onChange={() => onAnswer(item.itemNo, s.value)}
            />
            <span>{s.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
