/**
 * The route action of the confirm and unsubscribe pages (docs/decisions/0189-newsletter-pages-as-route-actions.md):
 * the server's use cases in `context.newsletterPage` (server/api/newsletter-pages.ts) decide,
 * the page shows their outcome (read back with `useActionData`), with or without JavaScript.
 */
import { data, type AppLoadContext } from "react-router";
import {
  NEWSLETTER_OUTCOMES,
  newsletterToken,
  type NewsletterOutcome,
  type NewsletterTokenPageKind,
} from "./newsletter-outcome";
import type { PageActionArgs } from "./page-action.server";

/** What the page's action answers: the outcome the page shows (`useActionData`). */
export interface NewsletterTokenPageActionData {
  outcome: NewsletterOutcome;
  /** The address of a refused link request, as typed: the form shows it again. */
  email?: string;
}

/**
 * The action of a token page: its button (the token) or, on the unsubscribe page opened without
 * one, the address for the link, sent to the server's use case in `context.newsletterPage`.
 */
export async function newsletterTokenPageAction(
  kind: NewsletterTokenPageKind,
  { request, context }: PageActionArgs,
) {
  const page = context.newsletterPage;
  // Only the server's own routes for the page reach the action with its use cases.
  if (!page) throw data(null, { status: 405 });
  const form = await request.formData().catch(() => new FormData());
  const outcome = page.refused ?? (await outcomeOf(kind, page, form));
  const email = form.get("email");
  const answer: NewsletterTokenPageActionData = {
    outcome,
    ...(outcome === "invalidAddress" && typeof email === "string" && { email }),
  };
  return data(answer, { status: NEWSLETTER_OUTCOMES[outcome].status });
}

function outcomeOf(
  kind: NewsletterTokenPageKind,
  page: NonNullable<AppLoadContext["newsletterPage"]>,
  form: FormData,
): Promise<NewsletterOutcome> {
  const fields = Object.fromEntries(form);
  if (kind === "unsubscribe" && form.has("email")) return page.sendUnsubscribeLink(fields);
  const token = newsletterToken(fields.token);
  return kind === "confirm" ? page.confirm(token) : page.unsubscribe(token);
}
