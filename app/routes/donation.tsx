import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { CreditedImage } from "~/components/ContentImage";
import { AppLink } from "~/components/AppLink";
import { Prose } from "~/components/prose/Prose";
import { BankDetails } from "~/components/forms/BankDetails";
import { DonationForm } from "~/components/forms/DonationForm";
import { FormPageLayout, formPageStyles } from "~/components/forms/FormPageLayout";
import { proseSections } from "~/components/prose/slots";
import { pageMeta } from "~/lib/meta";
import { donationAction } from "~/forms/page-actions.server";
import { refusalOf } from "~/forms/replay";
import { actionOutcome } from "~/forms/action-outcome";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { localeOfRequest } from "~/i18n/locale";
import type { Route } from "./+types/donation";
import type { PageHandle } from "~/enhance/page-scripts";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("donation", locale);
  const { site } = contentFor(locale);
  return {
    page: { title: page.title, description: page.description, heading: page.heading },
    productName,
    sections: proseSections(page.html, ["formular", "ueberweisung", "einkaufen"]),
    headerImage: site.images.donationHeader,
    bank: site.bank,
    charityShopping: site.links.charityShopping,
    formMessages: pageFormTexts(locale, "donation", "girocode", "bank"),
  };
}

/** A pledge sent without JavaScript; the page answers with its errors, or the thank-you page. */
export const action = donationAction;

/** A pledge sent by the form's script: the same action, its answer shown in a dialog. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  actionOutcome(request, serverAction);

/** The form checks and sends in the browser. */
export const handle: PageHandle = { hydrate: "on-intent" };

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function DonationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, sections, headerImage, bank, charityShopping, formMessages: texts } = loaderData;
  return (
    <ContentPage
      heading={page.heading}
      header={<CreditedImage image={headerImage} place="hero" priority />}
    >
      <Prose html={sections.intro} className={formPageStyles.intro} />
      <FormPageLayout
        formHeading={texts.donation.heading}
        formHeadingId="spende-titel"
        formIntro={sections.formular && <Prose html={sections.formular} />}
        form={<DonationForm bank={bank} labelledBy="spende-titel" replay={refusalOf(actionData)} />}
        aside={
          <>
            <div>
              <Prose html={sections.ueberweisung} />
              <BankDetails bank={bank} />
            </div>
            <div>
              <Prose html={sections.einkaufen} />
              <p>
                <AppLink to={charityShopping} className="button button--ghost">
                  {texts.donation.charityShopping}
                </AppLink>
              </p>
            </div>
          </>
        }
      />
    </ContentPage>
  );
}
