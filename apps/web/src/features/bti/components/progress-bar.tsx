/** How many of the items are answered: a progressbar for assistive technology, a bar for the eye. */
export function BtiProgress({ answered, total }: { answered: number; total: number }) {
  const percent = Math.round((answered / total) * 100);
  return (
    <div className="bti-progress">
      <div
        className="bti-progress__track"
        role="progressbar"
        aria-label="응답한 문항"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`${String(total)}문항 중 ${String(answered)}문항 응답`}
      >
        <div className="bti-progress__bar" style={{ width: `${String(percent)}%` }} />
      </div>
      <p className="bti-progress__text">
        {answered} / {total} 문항 ({percent}%)
      </p>
    </div>
  );
}
