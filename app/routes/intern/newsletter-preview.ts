import { data } from "react-router";
import type { Route } from "./+types/newsletter-preview";
import { contentFor } from "~/content/content.server";
import { issuePreview } from "../../../server/newsletter/issue-mail";
import { findIssue } from "../../../server/newsletter/issues";
import { mailPreviewCsp } from "../../../server/security/page-csp";
import { requirePage } from "../../../server/team/guard";

/**
 * An issue's mail as it will arrive (`?sprache=en` for the English one), framed by the
 * newsletter page: a document of its own, whose policy allows the mail's inline styles and its
 * images from the site, where the area's own policy allows neither.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, texts } = requirePage("newsletterPreview", context, request);
  const issue = await findIssue(team.db, params.id);
  if (!issue) throw data(texts.errors.missing, { status: 404 });
  const locale = new URL(request.url).searchParams.get("sprache") === "en" ? "en" : "de";
  const site = { origin: team.siteOrigin, productName: contentFor("de").site.productName };
  return new Response(issuePreview(issue, locale, site).html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": mailPreviewCsp(team.siteOrigin),
      "x-frame-options": "SAMEORIGIN",
    },
  });
}
