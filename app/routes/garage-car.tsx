import { contentFor } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { CarDetail } from "~/components/garage/CarDetail";
import { pageUiTexts, uiMessages } from "~/i18n/catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/garage-car";

/** An unknown or missing car name shows the first (newest) car, as the spec asks. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { cars, site } = contentFor(locale);
  const texts = uiMessages(locale).garage;
  const requested = params.car?.toLowerCase() ?? "";
  const found = cars.findIndex((car) => car.name === requested);
  const index = found < 0 ? 0 : found;
  const car = cars[index];
  if (!car) throw new Response(texts.noCars, { status: 500 });
  const neighbour = (i: number) => {
    const other = cars[i];
    return other ? { name: other.name, season: other.season } : undefined;
  };
  const names = { car: car.name, season: car.season, productName: site.productName };
  return {
    car,
    newer: neighbour(index - 1),
    older: neighbour(index + 1),
    isFallback: found < 0,
    uiTexts: pageUiTexts(locale, "garage"),
    productName: site.productName,
    page: {
      title: format(texts.metaTitle, names),
      description: format(texts.metaDescription, names),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return pageMeta(undefined);
  const { page, productName, isFallback } = data;
  const tags = pageMeta(page, productName);
  return isFallback ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function GarageCarPage({ loaderData }: Route.ComponentProps) {
  const { car, newer, older } = loaderData;
  return (
    <ContentPage heading={car.name}>
      <CarDetail car={car} newer={newer} older={older} />
    </ContentPage>
  );
}
