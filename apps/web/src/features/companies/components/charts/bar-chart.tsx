import { labelIndexes, linear, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';

export interface BarDatum {
  label: string;
  value: number;
}

const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 24, left: 52 };

/**
 * Vertical bars on a zero baseline (a loss goes below it), one per label.
 * `summary` names the drawing for screen readers; the caller's ChartFrame
 * holds the table with the same figures.
 */
export function BarChart({
  data,
  summary,
  formatTick,
  barClassName = 'chart__bar',
}: {
  data: readonly BarDatum[];
  summary: string;
  formatTick: (value: number) => string;
  barClassName?: string;
}) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const values = data.map((d) => d.value);
  const ticks = niceTicks(Math.min(...values, 0), Math.max(...values, 0));
  const y = linear(ticks[0] ?? 0, ticks.at(-1) ?? 1, HEIGHT - PAD.bottom, PAD.top);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const slot = data.length > 0 ? plotWidth / data.length : 0;
  const barWidth = Math.min(48, slot * 0.6);
  const zero = y(0);
  const labelled = labelIndexes(data.length, Math.max(2, Math.floor(plotWidth / 44)));

  return (
    <div ref={ref} className="chart__canvas">
      <svg width={width} height={HEIGHT} role="img" aria-label={summary}>
        {ticks.map((t) => (
          <g key={t} className="chart__tick">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
              {formatTick(t)}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const x = PAD.left + slot * i + (slot - barWidth) / 2;
          const top = Math.min(y(d.value), zero);
          return (
            <g key={d.label}>
              <rect
                className={d.value < 0 ? `${barClassName} chart__bar--negative` : barClassName}
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(1, Math.abs(zero - y(d.value)))}
              />
              {labelled.has(i) && (
                <text
                  className="chart__axis-label"
                  x={x + barWidth / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                >
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
        <line
          className="chart__baseline"
          x1={PAD.left}
          x2={width - PAD.right}
          y1={zero}
          y2={zero}
        />
      </svg>
    </div>
  );
}
