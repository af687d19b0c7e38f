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
