/**
 * The content files the team area edits in forms made from their schemas, by the part of the
 * address that names them: `/intern/inhalte/team/2026`, `/intern/inhalte/veranstaltungen/alle`.
 */
import { fixedIds, type JsonKind } from "../files/kinds";

export const KIND_SLUGS = {
  team: "team",
  supporters: "unterstuetzer",
  car: "autos",
  events: "veranstaltungen",
  "landing-carousel": "startseite",
  "aboutus-carousel": "ueber-uns",
  site: "einstellungen",
} as const satisfies Record<JsonKind, string>;

/** The order the overview lists them in. */
export const EDITABLE_KINDS = Object.keys(KIND_SLUGS) as JsonKind[];

/** The id in the address of a file that holds a whole kind (the events, a carousel). */
export const WHOLE_FILE = "alle";
/** The id in the address of an item not yet saved. */
export const NEW_ITEM = "neu";

export const kindOfSlug = (slug: string): JsonKind | undefined =>
  EDITABLE_KINDS.find((kind) => KIND_SLUGS[kind] === slug);

export const isWholeFile = (kind: JsonKind) => fixedIds(kind) !== undefined;

/** The item's id for the address's: `alle` is the kind itself. */
export const itemIdOf = (kind: JsonKind, id: string) =>
  isWholeFile(kind) && id === WHOLE_FILE ? kind : id;

export function contentItemPath(kind: JsonKind, id: string): string {
  return `/intern/inhalte/${KIND_SLUGS[kind]}/${isWholeFile(kind) ? WHOLE_FILE : id}`;
}
