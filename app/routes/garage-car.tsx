import { content } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { CarDetail } from "~/components/garage/CarDetail";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/garage-car";

/** An unknown or missing car name shows the first (newest) car, as the spec asks. */
export function loader({ params }: Route.LoaderArgs) {
  const { cars, site } = content;
  const requested = params.car?.toLowerCase() ?? "";
  const found = cars.findIndex((car) => car.name === requested);
  const index = found < 0 ? 0 : found;
  const car = cars[index];
  if (!car) throw new Response("Keine Fahrzeuge vorhanden", { status: 500 });
  const neighbour = (i: number) => {
    const other = cars[i];
    return other ? { name: other.name, season: other.season } : undefined;
  };
  return {
    car,
    newer: neighbour(index - 1),
    older: neighbour(index + 1),
    isFallback: found < 0,
    productName: site.productName,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return pageMeta(undefined);
  const { car, productName, isFallback } = data;
  const tags = pageMeta(
    {
      title: `${car.name} (Saison ${car.season}) – Garage`,
      description: `Der Rennwagen ${car.name} des Formula-Student-Teams ${productName} aus der Saison ${car.season}: Bilder, Renneinsätze, technische Daten und Weiterentwicklungen.`,
    },
    productName,
  );
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
