import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { HydratesLater } from "~/components/HydratesLater";
import { AppLink } from "~/components/AppLink";
import { ConsentFrame } from "~/components/consent/ConsentFrame";
import { useFormMessages } from "~/components/forms/useFormMessages";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { NewsList } from "~/components/news/NewsList";
import { latestPosts } from "~/content/news.server";
import { refusalOf, type FormReplay } from "~/forms/replay";
import { newsletterAction } from "~/forms/page-actions.server";
import { actionOutcome } from "~/forms/action-outcome";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news";
import type { PageHandle } from "~/enhance/page-scripts";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("news", locale);
  const { site } = contentFor(locale);
  return {
    page,
    productName,
    posts: latestPosts(locale),
    formUrl: site.links.newsletterForm,
    formMessages: pageFormTexts(locale, "newsletter", "newsletterProvider"),
  };
}

/** A sign-up sent without JavaScript; the page answers with its errors, or the thank-you page. */
export const action = newsletterAction;

/** A sign-up sent by the form's script: the same action, its answer shown in a dialog. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  actionOutcome(request, serverAction);

const hasProviderForm = (data: unknown) =>
  Boolean((data as { formUrl?: string } | undefined)?.formUrl);

/** The built-in sign-up form hydrates; a provider's form is a consent frame, a script of its own. */
export const handle: PageHandle = {
  hydrate: (data) => (hasProviderForm(data) ? false : "on-intent"),
  scripts: (data) => (hasProviderForm(data) ? ["consent"] : []),
};

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

/** The built-in sign-up (0081), or a provider's form behind consent when one is configured. */
function NewsletterSignup({ formUrl, replay }: { formUrl: string; replay: FormReplay | null }) {
  const texts = useFormMessages("newsletterProvider").newsletterProvider;
  if (!formUrl) return <NewsletterForm replay={replay} />;
  return (
    <ConsentFrame
      src={formUrl}
      title={texts.title}
      loadLabel={texts.load}
      fallbackLabel={texts.fallback}
      storageKey="consent:newsletter-form"
      height={620}
    >
      <p>
        <strong>{texts.notice}</strong> {texts.consent}
      </p>
      <p>
        {texts.privacyBefore} <AppLink to="/dataprotection#newsletter">{texts.privacyLink}</AppLink>
        {texts.privacyAfter}
      </p>
    </ConsentFrame>
  );
}

export default function NewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, posts, formUrl } = loaderData;
  const replay = refusalOf(actionData);
  return (
    <ContentPage heading={page.heading}>
      <HydratesLater>
        <NewsList posts={posts} leadsPage />
      </HydratesLater>
      <SlottedProse
        html={page.html}
        slots={{ signup: <NewsletterSignup formUrl={formUrl} replay={replay} /> }}
      />
    </ContentPage>
  );
}
