import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { LinkRows, type LinkRow } from "~/components/supporters/LinkRows";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { donationPath } from "~/lib/paths";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/supporters";

export function loader() {
  const { page, productName } = loadPage("supporters");
  return {
    page,
    productName,
    donationLink: donationPath(productName),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function SupportersPage({ loaderData }: Route.ComponentProps) {
  const { page, productName, donationLink } = loaderData;
  const rows: LinkRow[] = [
    {
      title: "Sponsoren und Unterstützer",
      text: "Die Unternehmen und Partner, die unsere Saisons möglich machen – Saison für Saison und nach Partnerklassen sortiert.",
      to: "/supporters/seasons",
    },
    {
      title: "Alumniverein",
      text: "Unser Förderverein: Ehemalige, Freundinnen, Freunde und Förderer, die das Team mit Rat, Tat und Beiträgen begleiten.",
      to: "/supporters/alumniverein",
    },
    {
      title: "Hochschulpartner",
      text: "Unsere Universität und ihre Institute, die uns Räume, Prüfstände und fachliches Wissen zur Verfügung stellen.",
      to: "/supporters/university",
    },
    {
      title: `Mission ${productName}`,
      text: "Noch mehr Wege, uns zu unterstützen – zum Beispiel als Akku-Pate mit einer Spende für unsere Batteriezellen.",
      to: donationLink,
    },
  ];
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse html={page.html} slots={{ rows: <LinkRows rows={rows} /> }} />
    </ContentPage>
  );
}
