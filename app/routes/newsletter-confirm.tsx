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
import type { Route } from "./+types/newsletter-confirm";

/** The page of the link in the confirmation e-mail; rendered per request, never prerendered. */
export function loader({ request }: Route.LoaderArgs) {
  const outcome = newsletterOutcomeFrom(request.url);
  return data(
    {
      page: {
        title: "Newsletter-Anmeldung bestätigen",
        description: "Bestätigen Sie hier Ihre Anmeldung zu unserem Newsletter.",
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

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage
      heading="Newsletter-Anmeldung bestätigen"
      intro="Bitte bestätigen Sie mit einem Klick, dass Sie unseren Newsletter erhalten möchten."
      action={NEWSLETTER_PATHS.confirmApi}
      token={loaderData.token}
      outcome={loaderData.outcome}
      submitLabel="Anmeldung bestätigen"
      messages={NEWSLETTER_PAGE_MESSAGES}
    />
  );
}
