/**
 * The team area's form for a page's texts (content/pages/<key>.md and en/<key>.md): the page
 * schema's own fields (schema.ts), each in German and English side by side. The whole content set
 * is then checked as a build does (server/content/pages.ts), placeholders and slots included.
 */
import { z } from "zod/mini";
import type { Bilingual } from "../files/items";
import type { JsonObject } from "../files/json-format";
import { checkMessage } from "../check-message";
import { pageSchema } from "../schema";

const bilingual = <S extends z.ZodMiniType>(schema: S) => z.object({ de: schema, en: schema });

export const pageFormSchema = z.object({
  title: bilingual(pageSchema.shape.title),
  description: bilingual(pageSchema.shape.description),
  heading: bilingual(pageSchema.shape.heading),
  body: bilingual(
    z
      .string({ error: checkMessage("missing") })
      .check(z.trim(), z.minLength(1, checkMessage("missing"))),
  ),
  /** The version the form was opened from (a commit). */
  version: z._default(z.string(), ""),
});

export type PageForm = z.output<typeof pageFormSchema>;

const FIELDS = ["title", "description", "heading"] as const;

export function formOfPage(page: Bilingual, version: string): PageForm {
  const front = (locale: "de" | "en") =>
    ((locale === "de" ? page.de : page.en)?.front ?? {}) as Record<string, unknown>;
  const both = (key: (typeof FIELDS)[number]) => ({
    de: String(front("de")[key] ?? ""),
    en: String(front("en")[key] ?? ""),
  });
  return {
    title: both("title"),
    description: both("description"),
    heading: both("heading"),
    body: { de: page.de.body, en: page.en?.body ?? "" },
    version,
  };
}

/** The page's files for the form's values; other keys of the front matter stay as they were. */
export function pageOfForm(form: PageForm, previous: Bilingual): Bilingual {
  const text = (locale: "de" | "en") => {
    const before = ((locale === "de" ? previous.de : previous.en)?.front ?? {}) as JsonObject;
    return {
      front: { ...before, ...Object.fromEntries(FIELDS.map((key) => [key, form[key][locale]])) },
      body: form.body[locale],
    };
  };
  return { de: text("de"), en: text("en") };
}
