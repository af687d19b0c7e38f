import { data, type AppLoadContext } from "react-router";
import { kindOfSlug } from "~/content/editor/content-kinds";
import type { JsonKind } from "~/content/files/kinds";
import { contentKindTexts } from "~/i18n/content-fields";
import { requirePage } from "../../server/team/guard";

/** The kind of content an editor's address names; an unknown one is a 404 in the member's language. */
export function contentKindOf({
  params,
  context,
  request,
}: {
  params: { kind: string };
  context: AppLoadContext;
  request: Request;
}): JsonKind {
  const kind = kindOfSlug(params.kind);
  if (kind) return kind;
  const { locale } = requirePage("contentItem", context, request);
  throw data(contentKindTexts(locale).notFound, { status: 404 });
}
