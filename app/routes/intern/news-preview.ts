import { data } from "react-router";
import type { Route } from "./+types/news-preview";
import { requirePage } from "../../../server/team/guard";
import { loadPost } from "../../../server/content/news-posts";
import { renderPreview } from "../../../server/content/preview";

/** The post as its page, in German or English (`?sprache=en`), drafts and unpublished saves included. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, texts } = requirePage("newsPreview", context, request);
  const loaded = await loadPost(team.content, params.id);
  if (!loaded) throw data(texts.newsPost.notFound, { status: 404 });
  if (!team.site) throw data(texts.website.unavailable, { status: 404 });
  const english = new URL(request.url).searchParams.get("sprache") === "en";
  const path = `${english ? "/en" : ""}/news/${loaded.form.slug}`;
  const { status, html } = await renderPreview(team.site, path);
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
