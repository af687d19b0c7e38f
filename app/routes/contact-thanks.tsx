import { contentFor } from "~/content/content.server";
import { AppLink } from "~/components/AppLink";
import { ContentPage } from "~/components/ContentPage";
import { formPageStyles } from "~/components/forms/FormPageLayout";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact-thanks";

/** Where a contact message sent without JavaScript lands (the API answers with 303 here). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { site } = contentFor(locale);
  const messages = pageFormTexts(locale, "contactThanks");
  const texts = messages.contactThanks;
  return {
    page: {
      title: texts.title,
      description: format(texts.description, { productName: site.productName }),
    },
    productName: site.productName,
    email: site.emails.general,
    formMessages: messages,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function ContactThanksPage({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const texts = loaderData.formMessages.contactThanks;
  return (
    <ContentPage heading={texts.heading}>
      <div className={`prose ${formPageStyles.intro}`}>
        <p>{texts.arrived}</p>
        <p>{texts.answer}</p>
        <p>
          {texts.urgent} <a href={`mailto:${email}`}>{email}</a>.
        </p>
        <h2>{texts.meanwhile}</h2>
        <ul>
          <li>
            <AppLink to="/team">{texts.team}</AppLink>
          </li>
          <li>
            <AppLink to="/events">{texts.events}</AppLink>
          </li>
          <li>
            <AppLink to="/home">{texts.home}</AppLink>
          </li>
        </ul>
      </div>
    </ContentPage>
  );
}
