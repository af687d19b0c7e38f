/** How a field of a form-encoded body becomes its JSON value. */
export type FieldKind = "string" | "boolean" | "amount";

export type FormBody = Record<string, string | string[] | undefined>;

/** A plain object (not null, not an array), as a request body must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** "50", "50,5", "1.234,56" or "1234.56" → number; "" → undefined; anything else → NaN. */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/[\s€]/g, "");
  if (compact === "") return undefined;
  const normalized = compact.includes(",") ? compact.replace(/\./g, "").replace(",", ".") : compact;
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

function coerce(kind: FieldKind, text: string): unknown {
  switch (kind) {
    case "string":
      return text;
    case "boolean":
      return ["true", "on", "1"].includes(text);
    case "amount":
      return parseAmount(text);
  }
}

/**
 * Turns a form-encoded body (all strings) into the JSON shape the schemas expect.
 * Only the listed fields are read; absent fields stay absent.
 */
export function fromFormBody<F extends string>(body: FormBody, kinds: Record<F, FieldKind>) {
  const values: Partial<Record<F, unknown>> = {};
  for (const field of Object.keys(kinds) as F[]) {
    const text = Object.hasOwn(body, field) ? first(body[field]) : undefined;
    if (text !== undefined) values[field] = coerce(kinds[field], text);
  }
  return values;
}
