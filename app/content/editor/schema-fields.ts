/**
 * The team area's form for a content file, derived from the file's own zod schema (schema.ts):
 * what fields it has, how a file's JSON becomes the form's values and back. Texts in both
 * languages and images are recognised by the hints their schemas register (../editor-hints.ts).
 */
import type { z } from "zod/mini";
import { editorHints, type EditorHint } from "../editor-hints";

type LocalizedVariant = Extract<EditorHint, { kind: "localized" }>["variant"];

export interface ObjectField {
  key: string;
  node: FieldNode;
  /** The file may leave the key out. */
  optional: boolean;
}

export type FieldNode =
  | { type: "text" }
  | { type: "number" }
  | { type: "boolean" }
  /** A list of numbers, typed as one text: "2019, 2021, 2022". */
  | { type: "numbers" }
  /** A list of texts, typed one per line (an address's lines). */
  | { type: "lines" }
  | { type: "localized"; variant: LocalizedVariant }
  | { type: "image"; short: boolean }
  | { type: "object"; fields: ObjectField[] }
  | { type: "list"; item: FieldNode; min: number; max: number | undefined };

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  shape?: Record<string, z.ZodMiniType>;
  checks?: {
    _zod: { def: { check: string; length?: number; minimum?: number; maximum?: number } };
  }[];
}

const defOf = (schema: z.ZodMiniType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: z.ZodMiniType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === "optional";

/** The form's fields for a schema. Throws for a schema a form cannot show (a developer's error). */
export function describeSchema(schema: z.ZodMiniType): FieldNode {
  const hint = editorHints.get(schema);
  if (hint?.kind === "localized") return { type: "localized", variant: hint.variant };
  if (hint?.kind === "image") return { type: "image", short: hint.short };
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
      return describeSchema(def.innerType!);
    case "pipe":
      // A transform before a schema (preprocessing) takes the shape of what it hands on, one after it of what it reads.
      return describeSchema(defOf(def.in!).type === "transform" ? def.out! : def.in!);
    case "lazy":
      return describeSchema(def.getter!());
    case "string":
    case "literal":
    case "enum":
      return { type: "text" };
    case "union": {
      const options = def.options!.map(describeSchema);
      return options.find((option) => option.type !== "text") ?? { type: "text" };
    }
    case "number":
      return { type: "number" };
    case "boolean":
      return { type: "boolean" };
    case "array":
      return describeList(def);
    case "object":
      return {
        type: "object",
        fields: Object.entries(def.shape!).map(([key, field]) => ({
          key,
          node: describeSchema(field),
          optional: isOptional(field),
        })),
      };
  }
  throw new Error(`Kein Formularfeld für den zod-Typ "${def.type}"`);
}

function describeList(def: Def): FieldNode {
  const item = describeSchema(def.element!);
  if (item.type === "number") return { type: "numbers" };
  if (item.type === "text") return { type: "lines" };
  let min = 0;
  let max: number | undefined;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "length_equals") min = max = check.length!;
    if (check.check === "min_length") min = check.minimum!;
    if (check.check === "max_length") max = check.maximum!;
  }
  return { type: "list", item, min, max };
}

/** A form value: what Conform holds for a field (texts, nested objects and lists of them). */
export type FormValue = string | File | FormValue[] | { [key: string]: FormValue | undefined };
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof File);
const text = (value: unknown) => (typeof value === "string" ? value : "");
const bilingual = (value: unknown) =>
  typeof value === "string"
    ? { de: value, en: value }
    : { de: text(isObject(value) ? value.de : ""), en: text(isObject(value) ? value.en : "") };

/** The form's values for a file's JSON (or for a new, empty item: `undefined`). */
export function formValueOf(node: FieldNode, json: unknown): FormValue {
  switch (node.type) {
    case "text":
      return json === undefined || json === null ? "" : String(json);
    case "number":
      return typeof json === "number" ? String(json) : text(json);
    case "boolean":
      return json === true ? "on" : "";
    case "numbers":
      return Array.isArray(json) ? json.join(", ") : "";
    case "lines":
      return Array.isArray(json) ? json.join("\n") : "";
    case "localized":
      return bilingual(json);
    case "image": {
      const image = typeof json === "string" ? { src: json } : isObject(json) ? json : {};
      return {
        src: text(image.src),
        alt: bilingual(image.alt),
        credit: bilingual(image.credit),
        focus: text(image.focus),
      };
    }
    case "object": {
      const object = isObject(json) ? json : {};
      return Object.fromEntries(
        node.fields.map(({ key, node: field }) => [key, formValueOf(field, object[key])]),
      );
    }
    case "list":
      return (Array.isArray(json) ? json : []).map((item) => formValueOf(node.item, item));
  }
}

/** A chosen file in a browser's form data (the server has replaced it by its path before). */
const chosenFile = (value: unknown): File | undefined =>
  typeof File !== "undefined" && value instanceof File && value.size > 0 ? value : undefined;

/**
 * The file's JSON for the form's values, as a developer writes it: a text the same in both
 * languages once where its schema allows, empty optional fields left out. `undefined`: the
 * field is empty. What the schema then says of the result is the form's errors.
 */
export function jsonOf(node: FieldNode, value: unknown): Json | undefined {
  switch (node.type) {
    case "text": {
      const typed = text(value).trim();
      return typed === "" ? undefined : typed;
    }
    case "number": {
      const typed = text(value).trim();
      if (typed === "") return undefined;
      return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed;
    }
    case "boolean":
      return value === "on" || value === "true" ? true : undefined;
    case "numbers": {
      const items = text(value)
        .split(/[\s,;]+/)
        .filter(Boolean);
      return items.length === 0
        ? undefined
        : items.map((item) => (/^-?\d+$/.test(item) ? Number(item) : item));
    }
    case "lines": {
      const lines = text(value)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return lines.length === 0 ? undefined : lines;
    }
    case "localized":
      return localizedJson(node.variant, value);
    case "image":
      return imageJson(node.short, value);
    case "object": {
      const object = isObject(value) ? value : {};
      const entries = node.fields.flatMap(({ key, node: field, optional }) => {
        const json = jsonOf(field, object[key]);
        if (json !== undefined) return [[key, json] as const];
        const empty = optional ? undefined : emptyJson(field);
        return empty === undefined ? [] : [[key, empty] as const];
      });
      return Object.fromEntries(entries);
    }
    case "list": {
      const items = Array.isArray(value) ? value : [];
      if (items.length === 0) return undefined;
      return items.map((item) => jsonOf(node.item, item) ?? emptyJson(node.item) ?? null);
    }
  }
}

/** What a required field holds when nothing is typed: the schema then says what is missing. */
function emptyJson(node: FieldNode): Json | undefined {
  switch (node.type) {
    case "text":
      return "";
    case "numbers":
    case "lines":
    case "list":
      return [];
    case "boolean":
      return false;
    case "localized":
      return node.variant === "alt" || node.variant === "same" ? "" : { de: "", en: "" };
    case "object":
      return jsonOf(node, {});
    case "image":
      return { src: "", alt: { de: "", en: "" } };
    case "number":
      return undefined;
  }
}

function localizedJson(variant: LocalizedVariant, value: unknown): Json | undefined {
  const { de, en } = bilingual(value);
  const [german, english] = [de.trim(), en.trim()];
  if (german === "" && english === "") return undefined;
  if (variant === "same" && german === english) return german;
  return { de: german, en: english };
}

function imageJson(short: boolean, value: unknown): Json | undefined {
  const image = isObject(value) ? value : {};
  const file = chosenFile(image.upload);
  // In the browser a chosen photo stands in for the path the server gives it when saving.
  const src = text(image.src).trim() || (file ? `/images/neu.${extensionOf(file.name)}` : "");
  const alt = localizedJson("alt", image.alt);
  const credit = localizedJson("same", image.credit);
  const focus = text(image.focus).trim();
  if (!src && alt === undefined && credit === undefined && !focus) return undefined;
  if (short && alt === undefined && credit === undefined && !focus) return src;
  return {
    src,
    ...(alt !== undefined ? { alt } : short ? {} : { alt: "" }),
    ...(credit !== undefined && { credit }),
    ...(focus && { focus }),
  };
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "jpg";

const emptyLike = (json: Json | undefined) =>
  json === "" ||
  (Array.isArray(json) && json.length === 0) ||
  (isObject(json) && Object.values(json).every((value) => value === ""));

/**
 * `json` in the shape of the file it replaces: the keys in the order the file had them (new
 * ones after), keys the schema does not know kept, an object where the file wrote an object
 * for a text or an image the form would write shorter, and empty values the file spelt out.
 * So opening and saving without a change leaves the file as it was.
 */
export function arrangeLike(node: FieldNode, json: Json, previous: unknown): Json {
  if (node.type === "list" && Array.isArray(json)) {
    const before = Array.isArray(previous) ? previous : [];
    return json.map((item, i) => arrangeLike(node.item, item, before[i]));
  }
  if (node.type === "localized" && typeof json === "string" && isObject(previous) && json !== "")
    return { de: json, en: json };
  if (node.type === "image" && typeof json === "string" && isObject(previous))
    return arrangeObject([], { src: json }, previous);
  if (node.type === "object" && isObject(json)) return arrangeObject(node.fields, json, previous);
  return json;
}

function arrangeObject(fields: ObjectField[], json: JsonObject, previous: unknown): JsonObject {
  if (!isObject(previous)) return json;
  const known = new Set(fields.map((field) => field.key));
  const nodeOf = (key: string) => fields.find((field) => field.key === key)?.node;
  const result: JsonObject = {};
  for (const [key, before] of Object.entries(previous)) {
    const node = nodeOf(key);
    if (key in json) result[key] = node ? arrangeLike(node, json[key]!, before) : json[key]!;
    else if (!known.has(key) && fields.length > 0) result[key] = before as Json;
    else if (emptyLike(before as Json)) result[key] = before as Json;
  }
  for (const [key, value] of Object.entries(json)) if (!(key in result)) result[key] = value;
  return result;
}

/**
 * The form field a problem of the file belongs to: `departments[2].members[0].email` for the
 * zod path `departments, 2, members, 0, email`; lists of numbers or lines are one field.
 */
export function fieldNameOf(node: FieldNode, path: readonly PropertyKey[]): string {
  const parts: PropertyKey[] = [];
  let current: FieldNode | undefined = node;
  for (const key of path) {
    if (!current) break;
    if (current.type === "object") {
      parts.push(key);
      current = current.fields.find((field) => field.key === key)?.node;
    } else if (current.type === "list") {
      parts.push(key);
      current = current.item;
    } else if (current.type === "localized") {
      if (key === "de" || key === "en") parts.push(key);
      break;
    } else if (current.type === "image") {
      parts.push(key);
      current =
        key === "alt" || key === "credit" ? { type: "localized", variant: "both" } : undefined;
    } else break;
  }
  // A problem of an image written as just its path is one of the path.
  if (current?.type === "image") parts.push("src");
  return parts
    .map((part, i) =>
      typeof part === "number" ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
    )
    .join("");
}
