/**
 * Reads a list of subscribers exported from another newsletter service or a spreadsheet (the
 * format the team area's page documents): UTF-8 with or without byte order mark (else
 * Windows-1252, as Excel saves "CSV"), `;`, `,` or tab between cells, a header line naming the
 * columns. Every row is checked; the file is taken only when all are valid (ADR 0172).
 */
import { isLocale, type Locale } from "../../app/i18n/locale";
import { newsletterSchema } from "../../app/forms/newsletter";
import type { Refusal } from "../team/refusal";

export const IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 20_000 } as const;

export interface ImportedRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  email: string;
  name: string;
  locale: Locale;
  /** When the person consented (at the other service), if the file says so. */
  consentAt: Date | undefined;
  /** Where the consent was given (e.g. "Anmeldeformular Mailchimp"), if the file says so. */
  consentSource: string;
}

/** Why a file or one of its lines cannot be taken: a catalogue text (a line's has its `line`). */
export type CsvRefusal = Refusal;
export type SubscriberCsv = { ok: true; rows: ImportedRow[] } | { ok: false; errors: CsvRefusal[] };

const MAX_SOURCE = 200;
const refusal = (key: CsvRefusal["key"], slots: Record<string, string | number> = {}) => ({
  key,
  slots,
});

/** Header names of each column, lower-cased, without spaces, hyphens and underscores. */
const COLUMNS = {
  email: ["email", "emailadresse", "mail", "emailaddress", "adresse", "address"],
  name: ["name", "vollständigername", "fullname"],
  locale: ["sprache", "language", "lang", "locale"],
  consentAt: [
    "einwilligung",
    "einwilligungam",
    "eingewilligt",
    "bestätigt",
    "bestätigtam",
    "optin",
    "optinam",
    "optindate",
    "consent",
    "consentdate",
    "confirmed",
    "confirmedat",
  ],
  consentSource: ["quelle", "einwilligungsquelle", "source", "consentsource"],
} as const;
type Column = keyof typeof COLUMNS;

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

const LANGUAGES: Record<string, Locale> = {
  "": "de",
  deutsch: "de",
  german: "de",
  englisch: "en",
  english: "en",
};

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The cell separator: the one of `;`, `,` and tab found most often in the header line. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [";", ",", "\t"].map((s) => [s, header.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

interface CsvRecord {
  /** The line the record starts on. */
  line: number;
  cells: string[];
}

/** The records of a CSV text with the line each starts on (quoted cells may hold line breaks). */
function records(text: string, separator: string): CsvRecord[] {
  const result: CsvRecord[] = [];
  let record: CsvRecord = { line: 1, cells: [] };
  let cell = "";
  let quoted = false;
  let line = 1;
  const endCell = () => {
    record.cells.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') i += 1;
      else if (char === '"') {
        quoted = false;
        continue;
      } else if (char === "\n") line += 1;
      cell += char;
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === separator) endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      endCell();
      result.push(record);
      line += 1;
      record = { line, cells: [] };
    } else cell += char;
  }
  if (cell !== "" || record.cells.length > 0) {
    endCell();
    result.push(record);
  }
  return result.filter(({ cells }) => cells.some((value) => value.trim() !== ""));
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * `2024-03-01`, `2024-03-01T12:00:00Z`, `01.03.2024` or `01.03.2024 12:00` (UTC unless the
 * value names its offset); a day that does not exist or one in the future is "invalid".
 */
function consentDate(value: string, now: Date): Date | undefined | "invalid" {
  if (value === "") return undefined;
  const german = GERMAN_DATE.exec(value);
  const iso = ISO_DATE.exec(value);
  const parts = german
    ? [german[3], german[2], german[1], german[4], german[5], german[6]]
    : iso && [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]];
  if (!parts) return "invalid";
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return "invalid";
  if ((hour || 0) > 23 || (minute || 0) > 59 || (second || 0) > 59) return "invalid";
  const stated = iso?.[7] ? new Date(value.replace(" ", "T")) : date;
  if (Number.isNaN(stated.getTime()) || stated.getTime() > now.getTime()) return "invalid";
  return stated;
}

function readRow(
  line: number,
  value: (column: Column) => string,
  now: Date,
): ImportedRow | CsvRefusal {
  const signUp = newsletterSchema.safeParse({ email: value("email"), name: value("name") });
  if (!signUp.success)
    return signUp.error.issues[0]?.path[0] === "name"
      ? refusal("csvName", { line })
      : refusal("csvEmail", { line, email: value("email") });
  const language = value("locale").toLowerCase();
  const locale = isLocale(language) ? language : LANGUAGES[language];
  if (!locale) return refusal("csvLanguage", { line, language });
  const consentAt = consentDate(value("consentAt"), now);
  if (consentAt === "invalid") return refusal("csvConsentDate", { line, date: value("consentAt") });
  const consentSource = value("consentSource");
  if (consentSource.length > MAX_SOURCE)
    return refusal("csvSourceTooLong", { line, max: MAX_SOURCE });
  return {
    line,
    email: signUp.data.email.toLowerCase(),
    name: signUp.data.name,
    locale,
    consentAt,
    consentSource,
  };
}

/** The rows of an uploaded list, or why the file cannot be taken (every bad line named). */
export function readSubscriberCsv(bytes: Uint8Array, now = new Date()): SubscriberCsv {
  if (bytes.byteLength > IMPORT_LIMITS.bytes)
    return {
      ok: false,
      errors: [refusal("csvTooLarge", { megabytes: IMPORT_LIMITS.bytes / 1024 / 1024 })],
    };
  const text = decode(bytes).replace(/^\uFEFF/, "");
  const [header, ...rows] = records(text, separatorOf(text));
  if (!header) return { ok: false, errors: [refusal("csvEmpty")] };
  const keys = header.cells.map(headerKey);
  const index = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [
      column,
      keys.findIndex((key) => (COLUMNS[column] as readonly string[]).includes(key)),
    ]),
  ) as Record<Column, number>;
  if (index.email === -1) return { ok: false, errors: [refusal("csvNoEmailColumn")] };
  if (rows.length === 0) return { ok: false, errors: [refusal("csvNoAddresses")] };
  if (rows.length > IMPORT_LIMITS.rows)
    return { ok: false, errors: [refusal("csvTooManyRows", { rows: IMPORT_LIMITS.rows })] };
  const read = rows.map(({ line, cells }) =>
    readRow(
      line,
      (column) => (index[column] === -1 ? "" : (cells[index[column]] ?? "").trim()),
      now,
    ),
  );
  const errors = read.filter((row): row is CsvRefusal => "key" in row);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, rows: read as ImportedRow[] };
}
