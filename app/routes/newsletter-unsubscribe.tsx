import { NewsletterTokenPage } from "~/components/forms/NewsletterTokenPage";
import { content } from "~/content/content.server";
import { data } from "react-router";
import {
  NEWSLETTER_OUTCOMES,
  newsletterOutcomeFrom,
  tokenFromUrl,
} from "~/forms/newsletter-outcome";
import { NEWSLETTER_PATHS } from "~/forms/transport";
import { NEWSLETTER_PAGE_MESSAGES } from "~/forms/newsletter-messages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The page of the unsubscribe link in every e-mail; rendered per request, never prerendered. */
export function loader({ request }: Route.LoaderArgs) {
  const outcome = newsletterOutcomeFrom(request.url);
  return data(
    {
      page: {
        title: "Vom Newsletter abmelden",
        description: "Melden Sie sich hier mit einem Klick von unserem Newsletter ab.",
      },
      productName: content.site.productName,
      token: tokenFromUrl(request.url),
      outcome,
    },
    { status: outcome ? NEWSLETTER_OUTCOMES[outcome].status : 200 },
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.page, data?.productName),
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribePage({ loaderData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage
      heading="Vom Newsletter abmelden"
      intro="Möchten Sie unseren Newsletter nicht mehr erhalten? Dann melden Sie sich hier mit einem Klick ab."
      action={NEWSLETTER_PATHS.unsubscribeApi}
      token={loaderData.token}
      outcome={loaderData.outcome}
      submitLabel="Vom Newsletter abmelden"
      messages={NEWSLETTER_PAGE_MESSAGES}
    />
  );
}
