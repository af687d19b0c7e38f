import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { ContactForm } from "~/components/forms/ContactForm";
import { FormPageLayout, formPageStyles } from "~/components/forms/FormPageLayout";
import { proseSections } from "~/components/prose/slots";
import { pageMeta } from "~/lib/meta";
import { contactAction } from "~/forms/page-actions.server";
import { refusalOf } from "~/forms/replay";
import { actionOutcome } from "~/forms/action-outcome";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { localeOfRequest } from "~/i18n/locale";
import type { Route } from "./+types/contact";
import type { PageHandle } from "~/enhance/page-scripts";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("contact", locale);
  const { site } = contentFor(locale);
  return {
    page: { title: page.title, description: page.description, heading: page.heading },
    productName,
    sections: proseSections(page.html, ["formular", "anschriften"]),
    postalAddress: site.postalAddress,
    workshopAddress: site.workshopAddress,
    formMessages: pageFormTexts(locale, "contact"),
  };
}

/** A message sent without JavaScript; the page answers with its errors, or the thank-you page. */
export const action = contactAction;

/** A message sent by the form's script: the same action, its answer shown in a dialog. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  actionOutcome(request, serverAction);

/** The form checks and sends in the browser. */
export const handle: PageHandle = { hydrate: "on-intent" };

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, sections, postalAddress, workshopAddress, formMessages: texts } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <Prose html={sections.intro} className={formPageStyles.intro} />
      <FormPageLayout
        formHeading={texts.contact.heading}
        formHeadingId="kontakt-titel"
        formIntro={sections.formular && <Prose html={sections.formular} />}
        form={<ContactForm labelledBy="kontakt-titel" replay={refusalOf(actionData)} />}
        aside={
          <div>
            <Prose html={sections.anschriften} />
            <div className={formPageStyles.addresses}>
              <div>
                <h3>{texts.contact.postalAddress}</h3>
                <AddressBlock address={postalAddress} />
              </div>
              <div>
                <h3>{texts.contact.workshop}</h3>
                <AddressBlock address={workshopAddress} />
              </div>
            </div>
          </div>
        }
      />
    </ContentPage>
  );
}
