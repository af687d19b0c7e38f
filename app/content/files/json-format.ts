import { textWidth } from "./text-width";

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

/** Where a value sits in a file: keys and indexes from the top. */
export type JsonPath = readonly (string | number)[];

/** The line width the repository's .prettierrc.json sets. */
export const PRINT_WIDTH = 100;

/**
 * `value` as prettier formats a `.json` file (the repository's settings): two-space indent, a
 * line break at the end, keys in the value's order. An array stays on one line when it fits (a
 * list of numbers fills its lines). An object is written over several lines, like every content
 * file; only the objects named in `collapsed` stay on one line while they fit, as prettier keeps
 * an object that was written on one line (see {@link collapsedObjects}).
 */
export function printJson(value: JsonValue, collapsed: ReadonlySet<string> = new Set()): string {
  return `${new JsonPrinter(collapsed).print(value, [], 0, 0)}\n`;
}

/** A path as the key of a set. */
export const pathKey = (path: JsonPath): string => JSON.stringify(path);

const isObject = (value: JsonValue): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An object's keys without a value are left out, as JSON.stringify leaves them out. */
const entriesOf = (value: JsonValue[] | JsonObject): [string | number, JsonValue][] =>
  Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value).filter(([, item]) => item !== undefined);

/** Prettier writes `1e21` where JSON.stringify writes `1e+21`. */
const scalar = (value: null | boolean | number | string): string =>
  typeof value === "number" ? JSON.stringify(value).replace("e+", "e") : JSON.stringify(value);

/** Prettier's rule: two or more arrays, or two or more objects, each with two or more entries. */
function isTable(array: JsonValue[]): boolean {
  if (array.length < 2) return false;
  const kind = (item: JsonValue) =>
    Array.isArray(item) ? "array" : isObject(item) ? "object" : "";
  const first = array[0] as JsonValue;
  return array.every(
    (item) =>
      kind(item) !== "" &&
      kind(item) === kind(first) &&
      entriesOf(item as JsonValue[] | JsonObject).length > 1,
  );
}

class JsonPrinter {
  constructor(private readonly collapsed: ReadonlySet<string>) {}

  /** `value` starting at column `column`, followed on its last line by `after` more columns. */
  print(value: JsonValue, path: JsonPath, indent: number, column: number, after = 0): string {
    if (typeof value !== "object" || value === null) return scalar(value);
    const entries = entriesOf(value);
    if (entries.length === 0) return Array.isArray(value) ? "[]" : "{}";
    if (!this.mustBreak(value, path)) {
      const flat = this.flat(value);
      if (column + textWidth(flat) + after <= PRINT_WIDTH) return flat;
    }
    const inner = " ".repeat(indent + 2);
    const close = `\n${" ".repeat(indent)}${Array.isArray(value) ? "]" : "}"}`;
    if (Array.isArray(value) && value.every((item) => typeof item === "number")) {
      return `[\n${inner}${this.fill(value.map(scalar), indent + 2)}${close}`;
    }
    const lines = entries.map(([key, item], index) => {
      const comma = index < entries.length - 1 ? 1 : 0;
      const start = typeof key === "number" ? "" : `${JSON.stringify(key)}: `;
      const at = indent + 2 + textWidth(start);
      return `${inner}${start}${this.print(item, [...path, key], indent + 2, at, comma)}`;
    });
    return `${Array.isArray(value) ? "[" : "{"}\n${lines.join(",\n")}${close}`;
  }

  /** Numbers side by side, as many on each line as fit. */
  private fill(numbers: string[], indent: number): string {
    let text = "";
    let column = indent;
    numbers.forEach((number, index) => {
      const item = index < numbers.length - 1 ? `${number},` : number;
      if (index > 0 && column + 1 + item.length > PRINT_WIDTH) {
        text += `\n${" ".repeat(indent)}`;
        column = indent;
      } else if (index > 0) {
        text += " ";
        column += 1;
      }
      text += item;
      column += item.length;
    });
    return text;
  }

  /** Whether `value` cannot be on one line whatever the room: it or something in it must break. */
  private mustBreak(value: JsonValue, path: JsonPath): boolean {
    if (typeof value !== "object" || value === null) return false;
    const entries = entriesOf(value);
    if (entries.length === 0) return false;
    if (isObject(value) && !this.collapsed.has(pathKey(path))) return true;
    if (Array.isArray(value) && isTable(value)) return true;
    return entries.some(([key, item]) => this.mustBreak(item, [...path, key]));
  }

  private flat(value: JsonValue): string {
    if (typeof value !== "object" || value === null) return scalar(value);
    const items = entriesOf(value).map(([key, item]) =>
      typeof key === "number" ? this.flat(item) : `${JSON.stringify(key)}: ${this.flat(item)}`,
    );
    if (Array.isArray(value)) return `[${items.join(", ")}]`;
    return items.length === 0 ? "{}" : `{ ${items.join(", ")} }`;
  }
}

/**
 * The paths of the objects in a JSON text whose first key is on the line of their `{`: prettier
 * keeps those on one line while they fit. Empty for a text that is not JSON.
 */
export function collapsedObjects(text: string): Set<string> {
  const collapsed = new Set<string>();
  try {
    JSON.parse(text);
  } catch {
    return collapsed;
  }
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text.charAt(at))) at++;
  };
  const readString = (): string => {
    const start = at++;
    while (text.charAt(at) !== '"') at += text.charAt(at) === "\\" ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (path: (string | number)[]): void => {
    skipSpace();
    const char = text.charAt(at);
    if (char === '"') {
      readString();
    } else if (char === "{" || char === "[") {
      const open = at++;
      skipSpace();
      const close = char === "{" ? "}" : "]";
      if (char === "{" && text.charAt(at) !== "}" && !text.slice(open, at).includes("\n")) {
        collapsed.add(pathKey(path));
      }
      for (let index = 0; text.charAt(at) !== close; index++) {
        let key: string | number = index;
        if (char === "{") {
          key = readString();
          skipSpace();
          at++; // the colon
        }
        readValue([...path, key]);
        skipSpace();
        if (text.charAt(at) === ",") at++;
        skipSpace();
      }
      at++;
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text.charAt(at))) at++;
    }
  };
  readValue([]);
  return collapsed;
}
