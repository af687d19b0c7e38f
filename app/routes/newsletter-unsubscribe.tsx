import {
  NewsletterTokenPage,
  newsletterTokenPageData,
  newsletterTokenPageHeaders,
  newsletterTokenPageMeta,
} from "~/components/forms/NewsletterTokenPage";
import { content } from "~/content/content.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The page of the unsubscribe link in every e-mail. */
export function loader({ request }: Route.LoaderArgs) {
  return newsletterTokenPageData(request.url, "unsubscribe", content.site.productName);
}

export const headers: Route.HeadersFunction = newsletterTokenPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => newsletterTokenPageMeta(data);

export default function NewsletterUnsubscribePage({ loaderData }: Route.ComponentProps) {
  return <NewsletterTokenPage {...loaderData} />;
}
