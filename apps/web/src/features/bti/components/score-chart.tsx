import type { BtiTypeInfo } from '@ilteo/contract';

const MAX = 50;
const ROW = 36;
const LABEL_W = 80;
const BAR_W = 220;
const WIDTH = LABEL_W + BAR_W + 40;

/**
 * The six scores as horizontal bars. The drawing is hidden from assistive
 * technology; the table below it carries the same numbers for screen
 * readers and for anyone who prefers to read them.
 */
export function ScoreChart({ types, code }: { types: readonly BtiTypeInfo[]; code: string }) {
  const height = types.length * ROW + 8;
  return (
    <div className="bti-chart">
      <svg
        className="bti-chart__svg"
        viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
        aria-hidden="true"
        focusable="false"
      >
        {types.map((t, i) => {
          const y = i * ROW + 8;
          const w = Math.round((t.score / MAX) * BAR_W);
          const top = code.includes(t.type);
          return (
            <g key={t.type}>
              <text x={0} y={y + 17} className="bti-chart__label">
                {t.type} {t.name}
              </text>
              <rect
                x={LABEL_W}
                y={y}
                width={BAR_W}
                height={24}
                rx={4}
                className="bti-chart__track"
              />
              <rect
                x={LABEL_W}
                y={y}
                width={w}
                height={24}
                rx={4}
                className={top ? 'bti-chart__bar bti-chart__bar--top' : 'bti-chart__bar'}
              />
              <text x={LABEL_W + BAR_W + 8} y={y + 17} className="bti-chart__value">
                {t.score}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="bti-chart__table">
        <caption>유형별 점수 (10–50점)</caption>
        <thead>
          <tr>
            <th scope="col">유형</th>
            <th scope="col">점수</th>
            <th scope="col">순위</th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t.type}>
              <th scope="row">
                {t.name}({t.type})
              </th>
              <td>{t.score}점</td>
              <td>{t.rank}위</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
