import type { ReactNode } from "react";
import { area } from "./area-style";

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (amounts, counts). */
  number?: boolean;
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
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  const numberClass = (column: Column<Row>) => (column.number ? area.number : undefined);
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
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={numberClass(column)}>
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
