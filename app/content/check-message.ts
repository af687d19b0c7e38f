import { de, en } from "zod/locales";
import type { Locale } from "../i18n/locale";
import {
  contentChecksDe,
  imagePlacesDe,
  type ContentCheckKey,
} from "../i18n/messages/content-checks.de";
import { contentChecksEn, imagePlacesEn } from "../i18n/messages/content-checks.en";
import { textMark, textOfMark } from "../i18n/text-mark";

/*
 * The content check is shared by the build (German), the server and the editor's page (the
 * member's language): its messages name their catalogue text (ADR 0194) and are worded where
 * they are shown (`wordedChecks`).
 */
const PREFIX = "content.check.";
const CHECKS = { de: contentChecksDe, en: contentChecksEn } as const;
const PLACES: Record<Locale, Record<string, string>> = { de: imagePlacesDe, en: imagePlacesEn };
/** A mark, as `textMark` writes one: its slots are URL-encoded. */
const MARK = /content\.check\.\w+(?:\?[\w*.+%=&-]*)?/g;

export const checkMessage = (key: ContentCheckKey, slots?: Record<string, string | number>) =>
  textMark(PREFIX, key, slots);

/** A `{place}` slot names where an image is shown (app/images/places.ts). */
const slotText = (locale: Locale) => (name: string, value: string) =>
  (name === "place" && PLACES[locale][value]) || value;

/** A message or a problem (`file: field: message`) with every check's message in `locale`. */
export const wordedChecks = (text: string, locale: Locale): string =>
  text.replace(MARK, (mark) => textOfMark(PREFIX, CHECKS[locale], mark, slotText(locale)) ?? mark);

type ZodErrorMap = ReturnType<typeof de>["localeError"];
const ZOD: Record<Locale, ZodErrorMap> = { de: de().localeError, en: en().localeError };

const zodText = (locale: Locale, issue: Parameters<ZodErrorMap>[0]) => {
  const text = ZOD[locale](issue);
  return typeof text === "string" ? text : (text?.message ?? "");
};

/**
 * The parse option for content: a check of zod's own (one without a message of ours) gets a
 * mark too, holding zod's German and English text; a missing value just "fehlt".
 */
export const CONTENT_ISSUES = {
  error: (issue: Parameters<ZodErrorMap>[0]) =>
    issue.code === "invalid_type" && issue.input === undefined
      ? checkMessage("missing")
      : checkMessage("zod", { de: zodText("de", issue), en: zodText("en", issue) }),
};
