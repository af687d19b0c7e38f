import {
  NewsletterTokenPage,
  newsletterTokenPageHeaders,
  newsletterTokenPageMeta,
} from "~/components/forms/NewsletterTokenPage";
import { newsletterTokenPageData } from "~/components/forms/newsletter-token-page.server";
import { newsletterTokenPageAction } from "~/forms/newsletter-page-action.server";
import { contentFor } from "~/content/content.server";
import { localeOfRequest } from "~/i18n/locale";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The page of the unsubscribe link in every e-mail. */
export function loader({ request }: Route.LoaderArgs) {
  return newsletterTokenPageData(
    request.url,
    "unsubscribe",
    contentFor(localeOfRequest(request)).site.productName,
  );
}

/** The page's button (and the unsubscribe link's address), posted to the page itself. */
export const action = (args: Route.ActionArgs) => newsletterTokenPageAction("unsubscribe", args);

export const headers: Route.HeadersFunction = newsletterTokenPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => newsletterTokenPageMeta(data);

export default function NewsletterUnsubscribePage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <NewsletterTokenPage
      {...loaderData}
      outcome={actionData?.outcome ?? null}
      email={actionData?.email}
    />
  );
}
