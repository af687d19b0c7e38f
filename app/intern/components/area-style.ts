import type { LinksFunction } from "react-router";
import stylesheet from "./area.css?url";

/**
 * The team area's stylesheet, a file of its own that only the area's pages link: none of it
 * reaches the public pages (docs/decisions/0123-team-area-stylesheet.md).
 */
export const areaLinks: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * The classes of area.css, by name: each is `area-` and the name in kebab case
 * (area-style.test.ts checks that this list and the stylesheet's classes are the same).
 */
export const area = {
  layout: "area-layout",
  bar: "area-bar",
  who: "area-who",
  nav: "area-nav",
  main: "area-main",
  cards: "area-cards",
  card: "area-card",
  figure: "area-figure",
  tableWrap: "area-table-wrap",
  table: "area-table",
  number: "area-number",
  wide: "area-wide",
  confirm: "area-confirm",
  filters: "area-filters",
  inlineForm: "area-inline-form",
  notice: "area-notice",
  danger: "area-danger",
  fields: "area-fields",
  muted: "area-muted",
  narrow: "area-narrow",
  mailPreview: "area-mail-preview",
  mailText: "area-mail-text",
  pagePreview: "area-page-preview",
  markdownPreview: "area-markdown-preview",
  editor: "area-editor",
  languages: "area-languages",
  diff: "area-diff",
  schema: "area-schema",
  inlineList: "area-inline-list",
  group: "area-group",
  entry: "area-entry",
  entryActions: "area-entry-actions",
  sortable: "area-sortable",
  dragHandle: "area-drag-handle",
} as const;
