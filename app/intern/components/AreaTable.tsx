import type { ReactNode } from "react";
import { area } from "./area-style";

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (amounts, counts). */
  number?: boolean;
  /** Forms and buttons: on a phone the label goes above them and they get the row's width. */
  wide?: boolean;
}

/**
 * The team area's tables: a caption for screen readers, one header per column, and on a phone
 * each row as a block of labelled lines (the label from `data-label`, area.css).
 */
export function AreaTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowId,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row's `id`, for links to it from other pages (`…#id`). */
  rowId?: (row: Row) => string;
}) {
  const numberClass = (column: Column<Row>) => (column.number ? area.number : undefined);
  const cellClass = (column: Column<Row>) =>
    [numberClass(column), column.wide && area.wide].filter(Boolean).join(" ") || undefined;
  return (
    <div className={area.tableWrap}>
      <table className={area.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={numberClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} id={rowId?.(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
