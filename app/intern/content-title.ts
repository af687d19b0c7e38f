import { isWholeFile, NEW_ITEM } from "~/content/editor/content-kinds";
import type { JsonKind } from "~/content/files/kinds";
import { contentKindTexts } from "~/i18n/content-fields";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

/** "Team 2026", "Neues Auto", "Veranstaltungen": the heading of a content item's pages. */
export function contentItemTitle(kind: JsonKind, id: string, locale: Locale): string {
  const names = contentKindTexts(locale).kinds[kind];
  if (isWholeFile(kind)) return names.title;
  return id === NEW_ITEM ? names.newItem : format(names.item, { id });
}
