import { labelIndexes, linear, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';

export interface LinePoint {
  label: string;
  value: number;
}

const HEIGHT = 200;
const PAD = { top: 16, right: 12, bottom: 24, left: 52 };

/**
 * One series as a line over labelled points (months). The axis starts near
 * the smallest value rather than at zero, so a trend of a few percent shows;
 * the ticks say where it starts.
 */
export function LineChart({
  data,
  summary,
  formatTick,
}: {
  data: readonly LinePoint[];
  summary: string;
  formatTick: (value: number) => string;
}) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const values = data.map((d) => d.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // A little room below the lowest point, never below zero.
  const spread = Math.max(1, max - min);
  const ticks = niceTicks(Math.max(0, min - spread * 0.2), max, 4, false);
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  const y = linear(lo, hi, HEIGHT - PAD.bottom, PAD.top);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const x = (i: number) =>
    PAD.left + (data.length > 1 ? (plotWidth * i) / (data.length - 1) : plotWidth / 2);
  const labelled = labelIndexes(data.length, Math.max(2, Math.floor(plotWidth / 56)));
  const path = data
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.value).toFixed(1)}`)
    .join(' ');

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
        <path className="chart__line" d={path} />
        {data.map((d, i) =>
          labelled.has(i) ? (
            <g key={d.label}>
              <circle className="chart__dot" cx={x(i)} cy={y(d.value)} r={3} />
              <text
                className="chart__axis-label"
                x={x(i)}
                y={HEIGHT - PAD.bottom + 16}
                textAnchor={i === data.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
              >
                {d.label}
              </text>
            </g>
          ) : null,
        )}
      </svg>
    </div>
  );
}
