import { loadPage } from "~/content/pages.server";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { ContentPage } from "~/components/ContentPage";
import { LinkRows, type LinkRow } from "~/components/supporters/LinkRows";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { donationPath } from "~/lib/paths";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/supporters";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("supporters", locale);
  return {
    page,
    productName,
    donationLink: donationPath(productName),
    uiTexts: pageUiTexts(locale, "supporters"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function SupportersPage({ loaderData }: Route.ComponentProps) {
  const { page, productName, donationLink } = loaderData;
  const texts = useMessages("supporters").supporters;
  const rows: LinkRow[] = [
    { title: texts.seasonsTitle, text: texts.seasonsText, to: "/supporters/seasons" },
    { title: texts.alumniTitle, text: texts.alumniText, to: "/supporters/alumniverein" },
    { title: texts.universityTitle, text: texts.universityText, to: "/supporters/university" },
    {
      title: format(texts.missionTitle, { productName }),
      text: texts.missionText,
      to: donationLink,
    },
  ];
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse html={page.html} slots={{ rows: <LinkRows rows={rows} /> }} />
    </ContentPage>
  );
}
