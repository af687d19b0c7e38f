import { data } from "react-router";
import type { Route } from "./+types/content-preview-frame";
import { localizedPath } from "~/i18n/locale";
import { contentPreviewTexts } from "~/i18n/content-fields";
import { ContentError } from "~/content/parse";
import { pagePreviewCsp } from "../../../server/security/page-csp";
import { requirePage, safeReturnPath } from "../../../server/team/guard";
import { renderPreview } from "../../../server/content/preview";
import { previewViewOf } from "../../../server/content/previews";

/**
 * A public page rendered with the content as a preview names it (previews.ts): the frame of
 * the preview page, a document of its own with its page's policy, framed by the area only.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const {
    team,
    member,
    locale,
    texts: areaTexts,
  } = requirePage("contentPreviewFrame", context, request);
  if (!team.site) throw data(areaTexts.website.unavailable, { status: 404 });
  const texts = contentPreviewTexts(locale);
  const url = new URL(request.url);
  const view = await previewViewOf(team.db, member.id, url, safeReturnPath);
  if (view === "gone") throw data(texts.gone, { status: 404 });
  if (view === "bad") throw data(texts.badPath, { status: 400 });
  try {
    const { status, html } = await renderPreview(
      team.site,
      localizedPath(view.shown, view.locale),
      view.changes,
      view.id,
    );
    return new Response(html, {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": pagePreviewCsp(url.protocol === "https:"),
        "x-frame-options": "SAMEORIGIN",
      },
    });
  } catch (error) {
    // The content changed since the preview was made, so that it no longer builds.
    if (error instanceof ContentError)
      throw data(error.problemsIn(locale).join("\n"), { status: 409 });
    throw error;
  }
}
