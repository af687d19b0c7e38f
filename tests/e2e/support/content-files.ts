import { readFileSync } from "node:fs";
import type { Locale } from "../../../app/i18n/locale";

/** `{ "de": "…", "en": "…" }`: a text in both languages, as the content files write it. */
function isLocalizedText(value: object): value is Record<Locale, string> {
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === "de" && keys[1] === "en";
}

function inLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (!value || typeof value !== "object") return value;
  if (isLocalizedText(value)) return value[locale];
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, inLocale(child, locale)]),
  );
}

/** A JSON file under content/ as one language's pages show it (German unless told). */
export function readContentJson<T>(path: string, locale: Locale = "de"): T {
  return inLocale(JSON.parse(readFileSync(path, "utf8")), locale) as T;
}
