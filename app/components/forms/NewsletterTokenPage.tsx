import type { MetaDescriptor } from "react-router";
import { AppLink } from "~/components/AppLink";
import { ContentPage } from "~/components/ContentPage";
import type { NewsletterOutcome, NewsletterTokenPageKind } from "~/forms/newsletter-outcome";
import { formAction, NEWSLETTER_PATHS } from "~/forms/transport";
import type { FormMessages } from "~/i18n/messages/forms.de";
import type { FormTexts } from "~/i18n/form-texts";
import { useLocale } from "~/i18n/useLocale";
import { pageMeta, type PageMeta } from "~/lib/meta";
import { SubmitButton, TextField, formStyles } from "./FormControls";
import { formPageStyles } from "./FormPageLayout";
import { useFormMessages } from "./useFormMessages";

/** The groups of the forms' catalogue the token pages read. */
export const TOKEN_PAGE_TEXTS = ["newsletterToken", "newsletter", "api"] as const;
type TokenPageTexts = FormTexts<(typeof TOKEN_PAGE_TEXTS)[number]>;

interface TokenPageDefinition {
  page: string;
  texts(messages: TokenPageTexts): {
    title: string;
    description: string;
    intro: string;
    submitLabel: string;
  };
}

/** The two pages a link in a newsletter e-mail opens (each posts to itself) and their texts. */
export const TOKEN_PAGES: Record<NewsletterTokenPageKind, TokenPageDefinition> = {
  confirm: {
    page: NEWSLETTER_PATHS.confirmPage,
    texts: ({ newsletterToken: t }: TokenPageTexts) => ({
      title: t.confirmTitle,
      description: t.confirmDescription,
      intro: t.confirmIntro,
      submitLabel: t.confirmSubmit,
    }),
  },
  unsubscribe: {
    page: NEWSLETTER_PATHS.unsubscribePage,
    texts: ({ newsletterToken: t }: TokenPageTexts) => ({
      title: t.unsubscribeTitle,
      description: t.unsubscribeDescription,
      intro: t.unsubscribeIntro,
      submitLabel: t.unsubscribeSubmit,
    }),
  },
};

/** The API's answer each outcome shows. */
const OUTCOME_TEXTS = {
  confirmed: "confirmed",
  invalid: "invalidLink",
  unsubscribed: "unsubscribed",
  rate: "tooManyRequests",
  linkRequested: "unsubscribeLinkRequested",
  invalidAddress: "invalidAddress",
} as const satisfies Record<NewsletterOutcome, keyof FormMessages["api"]>;

export type { NewsletterTokenPageKind };

export interface NewsletterTokenPageData {
  kind: NewsletterTokenPageKind;
  page: PageMeta;
  productName: string;
  token: string | null;
  formMessages: TokenPageTexts;
}

export const newsletterTokenPageHeaders = () => ({ "Cache-Control": "no-store" });

export const newsletterTokenPageMeta = (pageData: NewsletterTokenPageData | undefined) => [
  ...pageMeta(pageData?.page, pageData?.productName),
  { name: "robots", content: "noindex" } satisfies MetaDescriptor,
];

/**
 * The page a link in a newsletter e-mail opens: a button that posts the token to the page's own
 * action (mail scanners follow links, but press no buttons), then the action's `outcome`. Plain
 * forms: it works without JavaScript.
 */
export function NewsletterTokenPage({
  kind,
  token,
  outcome,
  email,
}: Pick<NewsletterTokenPageData, "kind" | "token"> & {
  outcome: NewsletterOutcome | null;
  /** The address a refused link request was sent with. */
  email?: string;
}) {
  const messages = useFormMessages(...TOKEN_PAGE_TEXTS);
  const locale = useLocale();
  const { page, texts } = TOKEN_PAGES[kind];
  const { title, intro, submitLabel } = texts(messages);
  // The unsubscribe page without its token offers the link by e-mail instead.
  const askForAddress =
    kind === "unsubscribe" && ((!token && !outcome) || outcome === "invalidAddress");
  const message = outcome
    ? messages.api[OUTCOME_TEXTS[outcome]]
    : token
      ? undefined
      : messages.newsletterToken.missingToken;
  return (
    <ContentPage heading={title}>
      <div className={`prose ${formPageStyles.intro}`}>
        {askForAddress ? (
          <UnsubscribeLinkForm
            notice={outcome ? undefined : message}
            error={outcome ? message : undefined}
            typed={email}
          />
        ) : message ? (
          <>
            <p role="status">{message}</p>
            <p>
              <AppLink to="/news">{messages.newsletter.newsPage}</AppLink> ·{" "}
              <AppLink to="/home">{messages.newsletter.home}</AppLink>
            </p>
          </>
        ) : (
          <form className={formStyles.form} method="post" action={formAction(page, locale)}>
            <p>{intro}</p>
            <input type="hidden" name="token" value={token ?? ""} />
            <SubmitButton sending={false}>{submitLabel}</SubmitButton>
          </form>
        )}
      </div>
    </ContentPage>
  );
}

/** Asks for the address to send the unsubscribe link to (a plain form, no JavaScript needed). */
function UnsubscribeLinkForm({
  notice,
  error,
  typed = "",
}: {
  notice?: string;
  error?: string;
  typed?: string;
}) {
  const messages = useFormMessages(...TOKEN_PAGE_TEXTS);
  const locale = useLocale();
  const texts = messages.newsletterToken;
  return (
    <>
      {notice && <p role="status">{notice}</p>}
      <form
        className={formStyles.form}
        method="post"
        action={formAction(NEWSLETTER_PATHS.unsubscribePage, locale)}
      >
        <p>{texts.requestLinkIntro}</p>
        <TextField
          id="abmelden-email"
          name="email"
          type="email"
          label={messages.newsletter.email}
          defaultValue={typed}
          error={error}
          required
          autoComplete="email"
        />
        <SubmitButton sending={false}>{texts.requestLinkSubmit}</SubmitButton>
      </form>
    </>
  );
}
