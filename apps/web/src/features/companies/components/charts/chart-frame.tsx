import { useId, useState, type ReactNode } from 'react';

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  /** Each row's cells as text; the first cell heads its row. */
  rows: readonly (readonly string[])[];
}

/**
 * A chart with its words: the title, the drawing (each SVG role="img" with a
 * summary as its name), a legend, and the figures as a table. The table is
 * always there for screen readers (visually hidden) and shown on screen by
 * 표로 보기, for anyone who would rather read numbers than a drawing.
 */
export function ChartFrame({
  title,
  legend,
  table,
  children,
}: {
  title: string;
  legend?: readonly { label: string; className: string }[];
  table: ChartTable;
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="chart">
      <div className="chart__head">
        <figcaption className="chart__title">{title}</figcaption>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? '표 숨기기' : '표로 보기'}
        </button>
      </div>
      {legend && (
        <ul className="chart__legend" aria-hidden="true">
          {legend.map((item) => (
            <li key={item.label}>
              <span className={`chart__swatch ${item.className}`} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      {children}
      {/* Shown, the table scrolls sideways in its box: focusable, so a keyboard can scroll it too. */}
      <div
        id={tableId}
        className={showTable ? 'chart__table-wrap' : 'sr-only'}
        role={showTable ? 'region' : undefined}
        aria-label={showTable ? table.caption : undefined}
        tabIndex={showTable ? 0 : undefined}
      >
        <table className="chart__table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, i) => (
                  <td key={table.columns[i + 1] ?? i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
