/**
 * The forms of the content kept in JSON files (the team, a season's supporters, a car, the events,
 * the carousels, the site's settings): each built from the file's schema alone (schema-fields.ts).
 * Shared by the form in the browser and the server, which then checks the whole content set as a
 * build does (server/content/items.ts).
 */
import { z } from "zod/mini";
import { CONTENT_ISSUES } from "../check-message";
import type { JsonKind } from "../files/kinds";
import {
  aboutUsCarouselSchema,
  carSchema,
  eventListSchema,
  landingCarouselSchema,
  siteConfigSchema,
  supporterSeasonSchema,
  teamSeasonSchema,
} from "../schema";
import {
  arrangeLike,
  describeSchema,
  fieldNameOf,
  formValueOf,
  jsonOf,
  type FieldNode,
  type FormValue,
} from "./schema-fields";

/** The schema each JSON file is checked with, by the build (parse.ts) and by the area's forms. */
export const JSON_SCHEMAS: Record<JsonKind, z.ZodMiniType> = {
  site: siteConfigSchema,
  events: eventListSchema,
  "landing-carousel": landingCarouselSchema,
  "aboutus-carousel": aboutUsCarouselSchema,
  car: carSchema,
  team: teamSeasonSchema,
  supporters: supporterSeasonSchema,
};

/** A file that is a list (the events, a carousel) is the form's field `items`. */
export const LIST_FIELD = "items";

export interface ItemForm {
  kind: JsonKind;
  /** The fields of the form, whose top is always an object (see LIST_FIELD). */
  node: Extract<FieldNode, { type: "object" }>;
  /** The form's values for a file's JSON and the version it was read at. */
  valueOf(json: unknown, version: string): Record<string, FormValue>;
  /** The file's JSON for the form's values, arranged like the file it replaces. */
  jsonOf(value: Record<string, unknown>, previous?: unknown): unknown;
  /** Conform's schema: the form's values in, the file's JSON out, the file schema's errors at the fields. */
  schema: z.ZodMiniType<{ version: string; json: unknown }>;
}

const forms = new Map<JsonKind, ItemForm>();

export function itemForm(kind: JsonKind): ItemForm {
  let form = forms.get(kind);
  if (!form) forms.set(kind, (form = makeItemForm(kind)));
  return form;
}

function makeItemForm(kind: JsonKind): ItemForm {
  const fileSchema = JSON_SCHEMAS[kind];
  const described = describeSchema(fileSchema);
  const isList = described.type === "list";
  const node: ItemForm["node"] =
    described.type === "object"
      ? described
      : { type: "object", fields: [{ key: LIST_FIELD, node: described, optional: false }] };
  const unwrap = (json: unknown) =>
    isList ? ((json as Record<string, unknown>)[LIST_FIELD] ?? []) : json;
  const fileJsonOf = (value: Record<string, unknown>, previous?: unknown) => {
    const json = jsonOf(node, value) ?? {};
    const before = isList ? { [LIST_FIELD]: previous } : previous;
    return unwrap(previous === undefined ? json : arrangeLike(node, json, before));
  };
  return {
    kind,
    node,
    valueOf: (json, version) => ({
      ...(formValueOf(node, isList ? { [LIST_FIELD]: json } : json) as Record<string, FormValue>),
      version,
    }),
    jsonOf: fileJsonOf,
    schema: z.pipe(
      z.looseObject({ version: z._default(z.string(), "") }),
      z.transform((form, ctx) => {
        const json = fileJsonOf(form);
        const result = fileSchema.safeParse(json, CONTENT_ISSUES);
        for (const issue of result.error?.issues ?? []) {
          const name = fieldNameOf(node, isList ? [LIST_FIELD, ...issue.path] : issue.path);
          const path = pathOfName(name);
          ctx.issues.push({ code: "custom", message: issue.message, path, input: form });
        }
        return { version: form.version, json };
      }),
    ),
  };
}

/** `departments[2].name` → `["departments", 2, "name"]`, the path Conform names a field by. */
export function pathOfName(name: string): (string | number)[] {
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index !== undefined ? Number(index) : key!,
  );
}
