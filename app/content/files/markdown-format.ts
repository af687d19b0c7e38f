import { isMap, isScalar, isSeq, parseDocument, Scalar, stringify } from "yaml";
import { readFrontMatter } from "../front-matter";
import {
  PRINT_WIDTH,
  pathKey,
  type JsonObject,
  type JsonPath,
  type JsonValue,
} from "./json-format";
import { textWidth } from "./text-width";

/** A Markdown file as the editor changes it: its front matter and the Markdown after it. */
export interface MarkdownText {
  front: JsonObject;
  body: string;
}

/** Which front matter strings are written in quotes (the others plain, where YAML allows it). */
export type QuotedPaths = (path: JsonPath) => boolean;

/**
 * `---`, the front matter, `---`, a blank line, the body. The body is the text after that blank
 * line, without the line break that ends the file.
 */
export function parseMarkdown(text: string): MarkdownText {
  const { front, body } = readFrontMatter(text);
  if (front === undefined) return { front: {}, body: body.replace(/\n$/, "") };
  if (front !== null && (typeof front !== "object" || Array.isArray(front))) {
    throw new Error("die Angaben zwischen den --- sind keine Liste von Feldern (name: Wert)");
  }
  return { front: (front ?? {}) as JsonObject, body: body.replace(/^\n/, "").replace(/\n$/, "") };
}

/**
 * The file text for `text`, as prettier leaves a Markdown file: the front matter with two-space
 * indents and lists in brackets, the body with Unix line breaks and one line break at the end.
 * A string is plain or quoted as it was in `previous` (the file's text before), a new one as
 * `quoted` says; a list stays written with dashes if it was.
 */
export function printMarkdown(text: MarkdownText, quoted: QuotedPaths, previous?: string): string {
  const yaml = previous === undefined ? undefined : readFrontMatter(previous).yaml;
  const styles = yaml === undefined ? new Map<string, Style>() : stylesIn(yaml);
  const body = text.body.replace(/\r\n?/g, "\n").replace(/\n+$/, "");
  const end = body ? `${body}\n` : "";
  if (Object.keys(text.front).length === 0) return end;
  const front = new FrontMatterPrinter(quoted, styles).lines(text.front, [], "").join("\n");
  return `---\n${front}\n---\n${end && `\n${end}`}`;
}

type Style = "plain" | "quoted" | "dashes" | "brackets";

/** How each string and list in a file's front matter is written, by path. */
function stylesIn(yaml: string): Map<string, Style> {
  const styles = new Map<string, Style>();
  const visit = (node: unknown, path: JsonPath) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key)) visit(pair.value, [...path, String(pair.key.value)]);
      }
    } else if (isSeq(node)) {
      styles.set(pathKey(path), node.flow ? "brackets" : "dashes");
      node.items.forEach((item, index) => visit(item, [...path, index]));
    } else if (isScalar(node) && typeof node.value === "string") {
      styles.set(pathKey(path), node.type === Scalar.PLAIN ? "plain" : "quoted");
    }
  };
  visit(parseDocument(yaml).contents, []);
  return styles;
}

/** A name prettier and every YAML reader take as it is; `---` or `a: b` as a name could not be. */
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Characters YAML can only hold as escapes in double quotes (or a backslash, which needs one). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ESCAPED = /[\\\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

class FrontMatterPrinter {
  constructor(
    private readonly quoted: QuotedPaths,
    private readonly styles: ReadonlyMap<string, Style>,
  ) {}

  lines(map: JsonObject, path: JsonPath, indent: string): string[] {
    return Object.entries(map).flatMap(([key, value]) => {
      if (value === undefined) return [];
      if (!KEY.test(key)) {
        throw new Error(`"${key}" geht als Feldname nicht (nur a–z, Ziffern, _ und -)`);
      }
      const at = [...path, key];
      const start = `${indent}${key}:`;
      if (Array.isArray(value)) return this.list(value, at, indent, start);
      if (typeof value === "object" && value !== null) {
        if (Object.keys(value).length === 0) return [`${start} {}`];
        return [start, ...this.lines(value, at, `${indent}  `)];
      }
      return [`${start} ${this.scalar(value, at, false)}`];
    });
  }

  /** Prettier's layout: on the line of its name, else on the next line, else one item a line. */
  private list(items: JsonValue[], path: JsonPath, indent: string, start: string): string[] {
    const inFlow = this.styles.get(pathKey(path)) !== "dashes";
    const printed = items.map((item, index) => {
      const at = [...path, index];
      if (typeof item !== "object" || item === null) return this.scalar(item, at, inFlow);
      const entries = Array.isArray(item) ? [] : Object.entries(item);
      if (entries.length === 0 || entries.some(([, v]) => typeof v === "object" && v !== null))
        throw new Error(
          `${path.join(".")}: eine Liste in den Angaben darf nur Texte, Zahlen und Texte je Sprache enthalten`,
        );
      // A text in each language, `{ de: Saison 2026, en: Season 2026 }`, as prettier prints it.
      const fields = entries.map(
        ([key, v]) =>
          `${key}: ${this.scalar(v as string | number | boolean | null, [...at, key], true)}`,
      );
      return `{ ${fields.join(", ")} }`;
    });
    if (this.styles.get(pathKey(path)) === "dashes" && printed.length > 0) {
      return [start, ...printed.map((item) => `${indent}  - ${item}`)];
    }
    const flat = `[${printed.join(", ")}]`;
    if (textWidth(`${start} ${flat}`) <= PRINT_WIDTH) return [`${start} ${flat}`];
    if (textWidth(`${indent}  ${flat}`) <= PRINT_WIDTH) return [start, `${indent}  ${flat}`];
    return [
      start,
      `${indent}  [`,
      ...printed.map((item) => `${indent}    ${item},`),
      `${indent}  ]`,
    ];
  }

  private scalar(value: string | number | boolean | null, path: JsonPath, inList: boolean) {
    if (typeof value !== "string") return stringify(value).trimEnd();
    const style = this.styles.get(pathKey(path)) ?? (this.quoted(path) ? "quoted" : "plain");
    return style === "plain" && canBePlain(value, inList) ? value : quote(value);
  }
}

/** Whether YAML reads `value` written without quotes as this very text. */
function canBePlain(value: string, inList: boolean): boolean {
  if (ESCAPED.test(value) || LONE_SURROGATE.test(value)) return false;
  if (inList && /[[\]{},]/.test(value)) return false;
  return stringify(value, { lineWidth: 0 }) === `${value}\n`;
}

/** Double quotes, as in every content file; single quotes for a text with `"`, as prettier does. */
function quote(value: string): string {
  if (ESCAPED.test(value) || LONE_SURROGATE.test(value)) {
    return JSON.stringify(value).replace(
      /[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
  }
  return value.includes('"') ? `'${value.replaceAll("'", "''")}'` : `"${value}"`;
}
