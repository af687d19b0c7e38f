import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { ContactForm } from "~/components/forms/ContactForm";
import { FormPageLayout, formPageStyles } from "~/components/forms/FormPageLayout";
import { proseSections } from "~/components/prose/slots";
import { pageMeta } from "~/lib/meta";
import { formReplayFrom } from "~/forms/replay";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  const { page, productName } = loadPage("contact");
  const { site } = content;
  return {
    page: { title: page.title, description: page.description, heading: page.heading },
    productName,
    sections: proseSections(page.html, ["formular", "anschriften"]),
    postalAddress: site.postalAddress,
    workshopAddress: site.workshopAddress,
    replay: formReplayFrom(context, "contact"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page, sections, replay, postalAddress, workshopAddress } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <Prose html={sections.intro} className={formPageStyles.intro} />
      <FormPageLayout
        formHeading="Nachricht schreiben"
        formHeadingId="kontakt-titel"
        formIntro={sections.formular && <Prose html={sections.formular} />}
        form={<ContactForm labelledBy="kontakt-titel" replay={replay} />}
        aside={
          <div>
            <Prose html={sections.anschriften} />
            <div className={formPageStyles.addresses}>
              <div>
                <h3>Postanschrift</h3>
                <AddressBlock address={postalAddress} />
              </div>
              <div>
                <h3>Werkstatt</h3>
                <AddressBlock address={workshopAddress} />
              </div>
            </div>
          </div>
        }
      />
    </ContentPage>
  );
}
