/**
 * Texts in both languages of the site. In the data files a text readers see is written as
 * `{ "de": "…", "en": "…" }`; names, numbers, e-mails, links and images are written once.
 * Parsing keeps both languages; the build picks one per language (see {@link inLocale}).
 */
import { z } from "zod/mini";
import type { Locale } from "../i18n/locale";
import { checkMessage } from "./check-message";
import { editorHints } from "./editor-hints";

/** One value in every language of the site. */
export class Localized<T> {
  constructor(
    readonly de: T,
    readonly en: T,
  ) {}
}

const notText = (issue: { input?: unknown }) =>
  checkMessage(issue.input === undefined ? "missing" : "notText");

const text = z.string({ error: notText }).check(z.trim(), z.minLength(1, checkMessage("nonEmpty")));

const BOTH_LANGUAGES = checkMessage("bothLanguages");

/** `{ "de": "…", "en": "…" }`: both texts are needed. */
export const localizedText = z
  .pipe(
    z.object({ de: text, en: text }, { error: BOTH_LANGUAGES }),
    z.transform(({ de, en }) => new Localized(de, en)),
  )
  .register(editorHints, { kind: "localized", variant: "both" });

const textOrBlank = z.string({ error: notText });

/**
 * Alternative texts of images: both languages, or `""` for a purely decorative image (empty in
 * both; one language empty and the other not is an error).
 */
export const altText = z
  .pipe(
    z.transform((value: unknown) => (value === "" ? { de: "", en: "" } : value)),
    z.pipe(
      z.object({ de: textOrBlank, en: textOrBlank }, { error: BOTH_LANGUAGES }).check(
        z.superRefine(({ de, en }: { de: string; en: string }, ctx) => {
          const blank = [de, en].map((text) => text.trim() === "");
          if (blank[0] === blank[1]) return;
          ctx.addIssue({
            code: "custom",
            path: [blank[0] ? "de" : "en"],
            message: checkMessage("altEmpty"),
          });
        }),
      ),
      z.transform(({ de, en }) => new Localized(de.trim(), en.trim())),
    ),
  )
  .register(editorHints, { kind: "localized", variant: "alt" });

/**
 * Like {@link localizedText}, but `""` or no field at all means "no text" in both languages
 * (a supporter without a description, an event without a result).
 */
export const optionalLocalizedText = z
  .pipe(
    z.pipe(
      z.transform((value: unknown) => (value === "" ? undefined : value)),
      z.optional(localizedText),
    ),
    z.transform((value) => value ?? new Localized("", "")),
  )
  .register(editorHints, { kind: "localized", variant: "optional" });

/**
 * For texts that are often the same in both languages (job titles like "Team Captain",
 * department names, photo credits): a plain string stands for both, `{ "de", "en" }` when they differ.
 */
export const sameOrLocalizedText = z
  .pipe(
    z.transform((value: unknown) => (typeof value === "string" ? { de: value, en: value } : value)),
    localizedText,
  )
  .register(editorHints, { kind: "localized", variant: "same" });

/** A value as one language sees it: every {@link Localized} replaced by that language's value. */
export type InLocale<T, Leaf = never> =
  T extends Localized<infer U>
    ? InLocale<U, Leaf>
    : T extends Leaf
      ? T
      : T extends readonly (infer U)[]
        ? InLocale<U, Leaf>[]
        : T extends object
          ? { [K in keyof T]: InLocale<T[K], Leaf> }
          : T;

/**
 * Picks one language out of parsed content: every {@link Localized} becomes its value in
 * `locale`; `leaf` decides about other class instances (images), plain objects and arrays are walked.
 */
export function inLocale(
  value: unknown,
  locale: Locale,
  leaf: (instance: object) => unknown = (instance) => instance,
): unknown {
  if (value instanceof Localized) return inLocale(value[locale], locale, leaf);
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale, leaf));
  if (value && typeof value === "object") {
    if (Object.getPrototypeOf(value) !== Object.prototype) return leaf(value);
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, inLocale(child, locale, leaf)]),
    );
  }
  return value;
}
