/**
 * Facts in page prose: Markdown in content/pages may contain `{{facts.founded}}`,
 * `{{emails.privacy}}` and so on, also inside link targets (`mailto:{{emails.alumni}}`).
 * They are filled from content/site.json (and a few values derived from the content) when the
 * content is parsed, so every fact lives in one place.
 */
import { checkMessage } from "./check-message";

export type PlaceholderValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}|%7B%7B([\w.]+)%7D%7D/g;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** `{ facts: { founded: 2011 }, boardChairs: ["A"] }` → `{ "facts.founded": 2011, "boardChairs.0": "A" }`. */
export function flattenValues(
  value: unknown,
  prefix = "",
  into: PlaceholderValues = {},
): PlaceholderValues {
  if (typeof value === "string" || typeof value === "number") {
    if (prefix) into[prefix] = value;
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      flattenValues(child, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

/** Replaces every placeholder with its HTML-escaped value; an unknown name is an error (the build fails). */
export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html.replace(
    PLACEHOLDER,
    (match, plain: string | undefined, encoded: string | undefined) => {
      const key = plain ?? encoded ?? "";
      const value = values[key];
      if (value === undefined) {
        throw new Error(checkMessage("unknownPlaceholder", { placeholder: match }));
      }
      return escapeHtml(String(value));
    },
  );
}
