/**
 * The team area's form for a news post (app/routes/intern/news-post.tsx): its fields are the
 * post schema's own (schema.ts), each text in German and English side by side, named as Conform
 * names nested fields (`title.de`, `image.alt.en`). Shared by the form and the server, which then
 * checks the whole content set as a build does (server/content/news-posts.ts).
 */
import { z } from "zod/mini";
import type { Bilingual } from "../files/items";
import type { JsonObject, JsonValue } from "../files/json-format";
import { checkMessage } from "../check-message";
import { postSchema } from "../schema";

/** The part of the address after `/news/`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const tagsOf = (tags: string) =>
  tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

const bilingual = <S extends z.ZodMiniType>(schema: S) => z.object({ de: schema, en: schema });
/** A text of at most `max` characters that may be left out (then ""). */
const trimmed = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, checkMessage("maxChars", { max }))), "");
const missing = checkMessage("missing");
const text = z.string({ error: missing }).check(z.trim(), z.minLength(1, missing));

export const newsPostFormSchema = z.object({
  slug: z.string({ error: missing }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(60, checkMessage("maxChars", { max: 60 })),
    z.regex(SLUG, checkMessage("slugFormat")),
    z.refine((slug: string) => slug !== "danke" && slug !== "thanks", checkMessage("slugTaken")),
  ),
  date: postSchema.shape.date,
  title: bilingual(postSchema.shape.title),
  summary: bilingual(postSchema.shape.summary),
  body: bilingual(text),
  /** Comma-separated, the English ones in the same order as the German ones. */
  tags: z.object({ de: trimmed(200), en: trimmed(200) }).check(
    z.refine(
      (tags: { de: string; en: string }) => tagsOf(tags.de).length === tagsOf(tags.en).length,
      {
        path: ["en"],
        message: checkMessage("tagsMatch"),
      },
    ),
  ),
  image: z.object({
    /** An image already in content/images; empty when a photo is uploaded with the form. */
    src: z._default(z.string().check(z.trim()), ""),
    alt: bilingual(text),
    credit: trimmed(120),
    /** "50% 20%": the point kept in view when the photo is cropped; empty: the middle. */
    focus: trimmed(20),
  }),
  draft: z._default(z.boolean(), false),
  /** The version the form was opened from (a commit); empty for a new post. */
  version: z._default(z.string(), ""),
});

export type NewsPostForm = z.output<typeof newsPostFormSchema>;

/** The post's id: its file name without `.md`. */
export const postId = (form: Pick<NewsPostForm, "date" | "slug">) => `${form.date}-${form.slug}`;

type Tag = string | { de: string; en: string };

function tagFields(tags: unknown): { de: string; en: string } {
  const list = (Array.isArray(tags) ? tags : []) as Tag[];
  const inLocale = (locale: "de" | "en") =>
    list.map((tag) => (typeof tag === "object" ? tag[locale] : String(tag))).join(", ");
  return { de: inLocale("de"), en: inLocale("en") };
}

/** A tag the same in both languages is written once, as the files do ("egn25"). */
function tagValues(tags: { de: string; en: string }): JsonValue[] {
  const english = tagsOf(tags.en);
  return tagsOf(tags.de).map((de, i) => {
    const en = english[i] ?? de;
    return de === en ? de : { de, en };
  });
}

/** The form's values for an existing post (its files as read). */
export function formOfPost(id: string, post: Bilingual, version: string): NewsPostForm {
  const front = post.de.front as Record<string, unknown>;
  const english = (post.en?.front ?? {}) as Record<string, unknown>;
  const image = (front.image ?? {}) as { src?: string; alt?: { de?: string; en?: string } };
  const { credit, focus } = (front.image ?? {}) as { credit?: unknown; focus?: unknown };
  return {
    slug: id.slice(11),
    date: id.slice(0, 10),
    title: { de: String(front.title ?? ""), en: String(english.title ?? "") },
    summary: { de: String(front.summary ?? ""), en: String(english.summary ?? "") },
    body: { de: post.de.body, en: post.en?.body ?? "" },
    tags: tagFields(front.tags),
    image: {
      src: image.src ?? "",
      alt: { de: image.alt?.de ?? "", en: image.alt?.en ?? "" },
      credit: typeof credit === "string" ? credit : "",
      focus: typeof focus === "string" ? focus : "",
    },
    draft: front.draft === true,
    version,
  };
}

/**
 * The post's files for the form's values, over the files as they were (`previous`): keys the
 * form does not know (a focal point, say) and the order of the keys stay as they were.
 */
export function postOfForm(form: NewsPostForm, imageSrc: string, previous?: Bilingual): Bilingual {
  const before = (previous?.de.front ?? {}) as JsonObject;
  const beforeImage = (before.image ?? {}) as JsonObject;
  const { credit: _credit, focus: _focus, ...imageRest } = beforeImage;
  const image: JsonObject = {
    ...imageRest,
    src: imageSrc,
    alt: { de: form.image.alt.de, en: form.image.alt.en },
    ...(form.image.credit && { credit: form.image.credit }),
    ...(form.image.focus && { focus: form.image.focus }),
  };
  const { draft: _draft, ...rest } = before;
  const de: JsonObject = {
    ...rest,
    title: form.title.de,
    date: form.date,
    summary: form.summary.de,
    image,
    tags: tagValues(form.tags),
    ...(form.draft && { draft: true }),
  };
  const en: JsonObject = {
    ...((previous?.en?.front ?? {}) as JsonObject),
    title: form.title.en,
    summary: form.summary.en,
  };
  return { de: { front: de, body: form.body.de }, en: { front: en, body: form.body.en } };
}
