import { data, Link, type MetaDescriptor } from "react-router";
import { ContentPage } from "~/components/ContentPage";
import { NEWSLETTER_PAGE_MESSAGES } from "~/forms/newsletter-messages";
import {
  NEWSLETTER_OUTCOMES,
  newsletterOutcomeFrom,
  tokenFromUrl,
  type NewsletterOutcome,
} from "~/forms/newsletter-outcome";
import { NEWSLETTER_PATHS } from "~/forms/transport";
import { pageMeta, type PageMeta } from "~/lib/meta";
import { SubmitButton, formStyles } from "./FormControls";
import { formPageStyles } from "./FormPageLayout";

/** The two pages a link in a newsletter e-mail opens, and what each says and posts. */
const TOKEN_PAGES = {
  confirm: {
    title: "Newsletter-Anmeldung bestätigen",
    description: "Bestätigen Sie hier Ihre Anmeldung zu unserem Newsletter.",
    intro: "Bitte bestätigen Sie mit einem Klick, dass Sie unseren Newsletter erhalten möchten.",
    action: NEWSLETTER_PATHS.confirmApi,
    submitLabel: "Anmeldung bestätigen",
  },
  unsubscribe: {
    title: "Vom Newsletter abmelden",
    description: "Melden Sie sich hier mit einem Klick von unserem Newsletter ab.",
    intro:
      "Möchten Sie unseren Newsletter nicht mehr erhalten? Dann melden Sie sich hier mit einem Klick ab.",
    action: NEWSLETTER_PATHS.unsubscribeApi,
    submitLabel: "Vom Newsletter abmelden",
  },
} as const;

export type NewsletterTokenPageKind = keyof typeof TOKEN_PAGES;

export interface NewsletterTokenPageData {
  kind: NewsletterTokenPageKind;
  page: PageMeta;
  productName: string;
  token: string | null;
  outcome: NewsletterOutcome | null;
}

/** The loader of a token page: rendered per request (the token is in the address), never prerendered. */
export function newsletterTokenPageData(
  url: string,
  kind: NewsletterTokenPageKind,
  productName: string,
) {
  const outcome = newsletterOutcomeFrom(url);
  const { title, description } = TOKEN_PAGES[kind];
  const pageData: NewsletterTokenPageData = {
    kind,
    page: { title, description },
    productName,
    token: tokenFromUrl(url),
    outcome,
  };
  return data(pageData, { status: outcome ? NEWSLETTER_OUTCOMES[outcome].status : 200 });
}

export const newsletterTokenPageHeaders = () => ({ "Cache-Control": "no-store" });

export const newsletterTokenPageMeta = (pageData: NewsletterTokenPageData | undefined) => [
  ...pageMeta(pageData?.page, pageData?.productName),
  { name: "robots", content: "noindex" } satisfies MetaDescriptor,
];

const MISSING_TOKEN =
  "Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus unserer E-Mail noch einmal vollständig oder kopieren Sie ihn in die Adresszeile Ihres Browsers.";

/**
 * The page a link in a newsletter e-mail opens: a button that posts the token (mail scanners
 * follow links, but press no buttons), then the API's outcome. Works without JavaScript.
 */
export function NewsletterTokenPage({ kind, token, outcome }: NewsletterTokenPageData) {
  const { title, intro, action, submitLabel } = TOKEN_PAGES[kind];
  const message = outcome ? NEWSLETTER_PAGE_MESSAGES[outcome] : token ? undefined : MISSING_TOKEN;
  return (
    <ContentPage heading={title}>
      <div className={`prose ${formPageStyles.intro}`}>
        {message ? (
          <>
            <p role="status">{message}</p>
            <p>
              <Link to="/news">Zur Newsletter-Seite</Link> · <Link to="/home">Zur Startseite</Link>
            </p>
          </>
        ) : (
          <form className={formStyles.form} method="post" action={action}>
            <p>{intro}</p>
            <input type="hidden" name="token" value={token ?? ""} />
            <SubmitButton sending={false}>{submitLabel}</SubmitButton>
          </form>
        )}
      </div>
    </ContentPage>
  );
}
