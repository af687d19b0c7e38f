import { Link } from "react-router";
import { content } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { BankDetails } from "~/components/forms/BankDetails";
import { formPageStyles } from "~/components/forms/FormPageLayout";
import { pageMeta } from "~/lib/meta";
import { donationPath } from "~/lib/paths";
import type { Route } from "./+types/donation-thanks";

/** Where a donation pledge sent without JavaScript lands (the API answers with 303 here). */
export function loader() {
  const { site } = content;
  return {
    page: {
      title: "Vielen Dank für Ihre Spendenzusage",
      description: `Ihre Spendenzusage an ${site.associationName} ist angekommen. Hier finden Sie die Bankverbindung und den Verwendungszweck für Ihre Überweisung.`,
    },
    productName: site.productName,
    donationPath: donationPath(site.productName),
    bank: site.bank,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function DonationThanksPage({ loaderData }: Route.ComponentProps) {
  const { bank, donationPath } = loaderData;
  return (
    <ContentPage heading="Vielen Dank für Ihre Spendenzusage!">
      <div className={`prose ${formPageStyles.intro}`}>
        <p>Ihre Angaben sind bei uns angekommen – schön, dass Sie unser Team unterstützen.</p>
        <h2>So geht es weiter</h2>
        <p>
          Bitte überweisen Sie den zugesagten Betrag auf unser Vereinskonto. Ersetzen Sie im
          Verwendungszweck „Name“ durch Ihren Vor- und Nachnamen, damit wir die Überweisung Ihrer
          Zusage zuordnen können.
        </p>
      </div>
      <div className={formPageStyles.thanksBlock}>
        <BankDetails bank={bank} />
      </div>
      <div className="prose">
        <p>
          Haben Sie eine Spendenquittung gewünscht, schicken wir sie Ihnen nach Zahlungseingang an
          die angegebene Adresse. Ab 25 Euro sind Sie Akku-Pate und dürfen die Akkubox unseres
          Rennwagens signieren.
        </p>
        <h2>Bleiben Sie dran</h2>
        <ul>
          <li>
            <Link to="/news">Newsletter abonnieren</Link> und die Saison aus nächster Nähe verfolgen
          </li>
          <li>
            <Link to="/garage">Unsere Rennwagen</Link> in der Garage ansehen
          </li>
          <li>
            <Link to={donationPath}>Zurück zur Mission</Link> – oder eine weitere Spende zusagen
          </li>
        </ul>
      </div>
    </ContentPage>
  );
}
