import { data } from "react-router";
import { NotFoundPage } from "~/components/NotFoundPage";
import { loadPage } from "~/content/pages.server";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data(loadPage("notfound", localeOfRequest(request)), { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.page, data?.productName),
  { name: "robots", content: "noindex" },
];

export default NotFoundPage;

/**
 * A post to an address without a page (only the team area hands posts to React Router): the
 * same page. Without an action React Router answers 405 without running the root loader, and
 * the page around the error cannot render.
 */
export function action({ request }: Route.ActionArgs) {
  return data(loadPage("notfound", localeOfRequest(request)), { status: 404 });
}
