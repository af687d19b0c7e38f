import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { TileGrid } from "~/components/blocks/TileGrid";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { uiMessages } from "~/i18n/catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/garage";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("garage", locale);
  const { cars } = contentFor(locale);
  const texts = uiMessages(locale).garage;
  return {
    page,
    productName,
    cars: cars.map(({ name, season, image }) => ({
      to: `/garage/${name}`,
      title: name,
      detail: format(texts.season, { season }),
      image,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function GaragePage({ loaderData }: Route.ComponentProps) {
  const { page, cars } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse
        html={page.html}
        slots={{
          cars: <TileGrid tiles={cars} place="carTile" headingLevel={3} testId="car-grid" />,
        }}
      />
    </ContentPage>
  );
}
