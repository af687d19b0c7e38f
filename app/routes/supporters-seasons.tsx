import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { TileGrid } from "~/components/blocks/TileGrid";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { uiMessages } from "~/i18n/catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/supporters-seasons";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("seasons", locale);
  const { supporterSeasons } = contentFor(locale);
  const texts = uiMessages(locale).supporters;
  return {
    page,
    productName,
    tiles: supporterSeasons.map((s) => ({
      to: `/supporters/${s.season}`,
      title: format(texts.seasonTile, { season: s.season }),
      image: s.tileImage,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function SupporterSeasonsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const titleLang = useSpecLanguage();
  const tiles = loaderData.tiles.map((tile) => ({ ...tile, titleLang }));
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse
        html={page.html}
        slots={{ tiles: <TileGrid tiles={tiles} place="seasonTile" testId="season-tiles" /> }}
      />
    </ContentPage>
  );
}
