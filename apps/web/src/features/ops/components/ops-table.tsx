import type { ReactNode } from 'react';

/**
 * A console table. On a phone its columns do not fit: the table scrolls
 * sideways in its own box, which a keyboard can reach (tabIndex) and a
 * screen reader names by the caption, instead of widening the page.
 */
export function OpsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="ops-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="ops-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
