/**
 * Reads a posted form for Conform with a zod/mini schema, in the browser (`useForm`'s
 * `onValidate`) and in the actions alike. Conform's `parse` nests the fields by their names
 * (`departments[0].name.de`); the values are then made what the schema expects of a form before
 * it checks them: an empty text or file input is no value, a number's text a number, a ticked
 * box (`on`) true, a single value of a list a list of one (ADR 0177).
 */
import { formatPaths, parse, type Submission } from "@conform-to/dom";
import { z } from "zod/mini";

type Schema = z.core.$ZodType;

const isEmptyFile = (value: unknown) =>
  typeof File !== "undefined" && value instanceof File && value.name === "" && value.size === 0;

/** What an input left empty sends is no value. */
const filledIn = (value: unknown) => (value === "" || isEmptyFile(value) ? undefined : value);

function numberOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value === "") return undefined;
  return value.trim() === "" ? Number.NaN : Number(value);
}

function booleanOf(value: unknown): unknown {
  if (value === "") return undefined;
  return value === "on" ? true : value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** `value` (text, files, lists and records of them, as posted) as `schema` reads it. */
export function formValueFor(schema: Schema, value: unknown): unknown {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case "string":
    case "enum":
      return filledIn(value);
    case "literal": {
      const [first] = def.values;
      if (typeof first === "number") return numberOf(value);
      return typeof first === "boolean" ? booleanOf(value) : filledIn(value);
    }
    case "number":
      return numberOf(value);
    case "boolean":
      return booleanOf(value);
    case "file":
      return filledIn(value);
    case "optional":
    case "nullable":
    case "default":
    case "prefault": {
      const filled = filledIn(value);
      return filled === undefined ? undefined : formValueFor(def.innerType, filled);
    }
    case "nonoptional":
    case "readonly":
    case "catch":
      return formValueFor(def.innerType, filledIn(value));
    case "array": {
      const filled = filledIn(value);
      const list = Array.isArray(value) ? value : filled === undefined ? [] : [filled];
      return list.map((item: unknown) => formValueFor(def.element, item));
    }
    case "object": {
      if (value !== undefined && !isRecord(value)) return value;
      const fields: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries(def.shape))
        fields[key] = formValueFor(field, fields[key]);
      return fields;
    }
    case "pipe":
      return formValueFor(def.in, value);
    case "lazy":
      return formValueFor(def.getter(), value);
    case "union": {
      // The value as the first option that takes it reads it (zod tries them in that order).
      const read = def.options.map((option) => formValueFor(option, value));
      const taken = def.options.findIndex((option, i) => z.safeParse(option, read[i]).success);
      return read[taken === -1 ? 0 : taken];
    }
    default:
      return value;
  }
}

/** Each issue's message at the name of the field it is about (`""`: the form's). */
function errorsByField(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = formatPaths(
      issue.path.map((key) => (typeof key === "symbol" ? String(key) : key)),
    );
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/** The posted form checked with `schema`: Conform's submission, its `value` the schema's output. */
export function parseSubmission<S extends Schema>(
  form: FormData | URLSearchParams,
  schema: S,
): Submission<z.output<S>> {
  return parse<z.output<S>, string[]>(form, {
    resolve(payload) {
      const result = z.safeParse(schema, formValueFor(schema, payload));
      return result.success
        ? { value: result.data }
        : { error: errorsByField(result.error.issues) };
    },
  });
}
