import { useDeviceInfo } from '@/shared/stores/app-store';

export interface ScheduleColumn<T> {
  title: string;
  cell: (row: T) => string;
}

interface ScheduleTableProps<T> {
  rows: T[];
  columns: ScheduleColumn<T>[];
  rowKey: (row: T) => string;
  /** The row's name in the table's first column, and as a phone card's title. */
  rowTitle: (row: T) => string;
  cardTitle: (row: T) => string;
  isNext: (row: T) => boolean;
  nextLabel: string;
  caption: string;
  headTitle: string;
}

const or = (text: string) => text || '-';

/**
 * An exam schedule (certificate rounds, language-test sessions): a table on
 * wide screens, one card per row on phones, the next one marked.
 */
export function ScheduleTable<T>(props: ScheduleTableProps<T>) {
  const { rows, columns, rowKey, rowTitle, cardTitle, isNext, nextLabel } = props;
  const { isMobile } = useDeviceInfo();
  if (rows.length === 0) return <p>등록된 시험 일정이 없습니다.</p>;
  const badge = (row: T) =>
    isNext(row) && <span className="certi-badge certi-badge--next">{nextLabel}</span>;

  if (isMobile) {
    return (
      <ol className="round-cards">
        {rows.map((r) => (
          <li key={rowKey(r)} className={`round-card${isNext(r) ? ' round-card--next' : ''}`}>
            <h3 className="round-card__title">
              {cardTitle(r)}
              {badge(r)}
            </h3>
            <dl className="round-card__dates">
              {columns.map((c) => (
                <div key={c.title}>
                  <dt>{c.title}</dt>
                  <dd>{or(c.cell(r))}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="table-scroll">
      <table className="round-table">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.headTitle}</th>
            {columns.map((c) => (
              <th key={c.title} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className={isNext(r) ? 'round-table__next' : undefined}>
              <th scope="row">
                {rowTitle(r)}
                {badge(r)}
              </th>
              {columns.map((c) => (
                <td key={c.title}>{or(c.cell(r))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
