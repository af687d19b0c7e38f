import {
  NewsletterTokenPage,
  newsletterTokenPageHeaders,
  newsletterTokenPageMeta,
} from "~/components/forms/NewsletterTokenPage";
import { newsletterTokenPageData } from "~/components/forms/newsletter-token-page.server";
import { newsletterTokenPageAction } from "~/forms/newsletter-page-action.server";
import { contentFor } from "~/content/content.server";
import { localeOfRequest } from "~/i18n/locale";
import type { Route } from "./+types/newsletter-confirm";

/** The page of the link in the confirmation e-mail. */
export function loader({ request }: Route.LoaderArgs) {
  return newsletterTokenPageData(
    request.url,
    "confirm",
    contentFor(localeOfRequest(request)).site.productName,
  );
}

/** The page's button (and the unsubscribe link's address), posted to the page itself. */
export const action = (args: Route.ActionArgs) => newsletterTokenPageAction("confirm", args);

export const headers: Route.HeadersFunction = newsletterTokenPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => newsletterTokenPageMeta(data);

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterTokenPage {...loaderData} outcome={actionData?.outcome ?? null} />;
}
