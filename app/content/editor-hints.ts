/**
 * What the team area's forms need to know of a content schema beyond its zod types: which
 * schemas are a text in both languages and which are an image. The schemas in schema.ts and
 * localized.ts register themselves here; the editor (app/content/editor/schema-form.ts) derives
 * its fields from the schemas alone.
 */
import { z } from "zod/mini";

export type EditorHint =
  /**
   * A text in German and English. `same`: one string stands for both when they are equal;
   * `optional`: both empty means no text; `alt`: both empty means a decorative image.
   */
  | { kind: "localized"; variant: "both" | "same" | "optional" | "alt" }
  /** An image under content/images; `short`: just the path may stand for it. */
  | { kind: "image"; short: boolean };

export const editorHints = z.registry<EditorHint>();
