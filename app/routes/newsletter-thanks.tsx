import { contentFor } from "~/content/content.server";
import { AppLink } from "~/components/AppLink";
import { ContentPage } from "~/components/ContentPage";
import { formPageStyles } from "~/components/forms/FormPageLayout";
import { NewsletterCheckMailbox } from "~/components/forms/NewsletterForm";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-thanks";

/** Where a newsletter sign-up sent without JavaScript lands (the API answers with 303 here). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { site } = contentFor(locale);
  const messages = pageFormTexts(locale, "newsletter");
  return {
    page: {
      title: messages.newsletter.thanksTitle,
      description: format(messages.newsletter.thanksDescription, {
        productName: site.productName,
      }),
    },
    productName: site.productName,
    formMessages: messages,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function NewsletterThanksPage({ loaderData }: Route.ComponentProps) {
  const texts = loaderData.formMessages.newsletter;
  return (
    <ContentPage heading={texts.successTitle}>
      <div className={`prose ${formPageStyles.intro}`}>
        <NewsletterCheckMailbox />
        <p>
          <AppLink to="/home">{texts.home}</AppLink>
        </p>
      </div>
    </ContentPage>
  );
}
