import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { TileGrid } from "~/components/blocks/TileGrid";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/supporters-seasons";

export function loader() {
  const { page, productName } = loadPage("seasons");
  const { supporterSeasons } = content;
  return {
    page,
    productName,
    tiles: supporterSeasons.map((s) => ({
      to: `/supporters/${s.season}`,
      title: `Season ${s.season}`,
      image: s.tileImage,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function SupporterSeasonsPage({ loaderData }: Route.ComponentProps) {
  const { page, tiles } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse
        html={page.html}
        slots={{ tiles: <TileGrid tiles={tiles} place="seasonTile" testId="season-tiles" /> }}
      />
    </ContentPage>
  );
}
