/** Characters that make spreadsheet programs treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula character after something a spreadsheet program may split cells at (comma,
 * semicolon, tab, line break; spaces and quotes in between): opened with another delimiter than
 * ours, that part becomes a cell of its own.
 */
const FORMULA_AFTER_DELIMITER = /[,;\t\r\n][\s"']*[=+\-@]/;

/**
 * One CSV cell, safe whatever delimiter the file is opened with: a value that starts a formula,
 * or contains one behind a possible delimiter, gets a leading apostrophe (so "+49 40 123456"
 * reads "'+49 40 123456", a text cell); values with a delimiter, quote or line break are quoted.
 */
export function csvCell(value: string): string {
  const risky = FORMULA_START.test(value) || FORMULA_AFTER_DELIMITER.test(value);
  const safe = risky ? `'${value}` : value;
  return /[";,\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * CSV as German spreadsheet programs open it without an import dialog: semicolons, CRLF line
 * ends and a byte order mark so that Excel reads UTF-8.
 */
export function toCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
