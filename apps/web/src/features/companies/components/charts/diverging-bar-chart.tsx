import { labelIndexes, linear, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';

export interface InOutDatum {
  label: string;
  /** Drawn above the axis (joiners). */
  up: number;
  /** Drawn below the axis (leavers). */
  down: number;
}

const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 52 };

/**
 * Two counts per label around one axis: the first above it, the second below
 * (입사자 up, 퇴사자 down), so the two series differ by place as well as by
 * colour and read apart without the legend's colours.
 */
export function DivergingBarChart({
  data,
  summary,
  formatTick,
}: {
  data: readonly InOutDatum[];
  summary: string;
  formatTick: (value: number) => string;
}) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const peak = Math.max(1, ...data.map((d) => Math.max(d.up, d.down)));
  const ticks = niceTicks(-peak, peak, 4);
  const y = linear(ticks[0] ?? -1, ticks.at(-1) ?? 1, HEIGHT - PAD.bottom, PAD.top);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const slot = data.length > 0 ? plotWidth / data.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const zero = y(0);
  const labelled = labelIndexes(data.length, Math.max(2, Math.floor(plotWidth / 56)));

  return (
    <div ref={ref} className="chart__canvas">
      <svg width={width} height={HEIGHT} role="img" aria-label={summary}>
        {ticks.map((t) => (
          <g key={t} className="chart__tick">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
              {formatTick(Math.abs(t))}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const x = PAD.left + slot * i + (slot - barWidth) / 2;
          return (
            <g key={d.label}>
              <rect
                className="chart__bar chart__bar--up"
                x={x}
                y={y(d.up)}
                width={barWidth}
                height={Math.max(0, zero - y(d.up))}
              />
              <rect
                className="chart__bar chart__bar--down"
                x={x}
                y={zero}
                width={barWidth}
                height={Math.max(0, y(-d.down) - zero)}
              />
              {labelled.has(i) && (
                <text
                  className="chart__axis-label"
                  x={x + barWidth / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor={i === data.length - 1 ? 'end' : 'middle'}
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
