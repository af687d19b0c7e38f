/** Characters that make spreadsheet programs treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when needed, and defused when it would start a formula. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n,]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * CSV as German spreadsheet programs open it without an import dialog: semicolons, CRLF line
 * ends and a byte order mark so that Excel reads UTF-8.
 */
export function toCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
