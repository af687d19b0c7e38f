import { data, Link } from "react-router";
import { content } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { ContentImage } from "~/components/ContentImage";
import { PartnerClasses } from "~/components/supporters/PartnerClasses";
import { pageMeta } from "~/lib/meta";
import { seasonFromYearParam } from "~/lib/paths";
import type { Route } from "./+types/supporters-season";
import styles from "~/components/supporters/SeasonPage.module.css";

/**
 * `/supporters/2025` (also `/supporters/egn25`). Without a season: the newest one with data.
 * A season without data answers 404 with links to the seasons that exist.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { supporterSeasons, site } = content;
  const productName = site.productName;
  const available = supporterSeasons.map((s) => s.season);
  const requested = params.season ?? "";
  const season = requested
    ? supporterSeasons.find((s) => s.season === seasonFromYearParam(requested))
    : supporterSeasons[0];
  if (!season) {
    return data(
      { found: false as const, requested: requested.slice(0, 40), available, productName },
      { status: 404 },
    );
  }
  return {
    found: true as const,
    productName,
    season: season.season,
    headerImage: season.headerImage,
    classes: season.classes.map((partnerClass) => ({
      name: partnerClass.name,
      supporters: partnerClass.supporters.map(({ name, website, logo }) => ({
        name,
        website,
        logo,
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return pageMeta(undefined);
  if (!loaderData.found) {
    return [
      ...pageMeta(
        {
          title: "Saison nicht gefunden",
          description: "Für diese Saison gibt es keine Liste unserer Unterstützer.",
        },
        loaderData.productName,
      ),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(
    {
      title: `Supporters of the ${loaderData.season} season`,
      description: `Alle Partner und Unterstützer, die das Formula-Student-Team ${loaderData.productName} in der Saison ${loaderData.season} möglich machen – nach Partnerklassen sortiert.`,
    },
    loaderData.productName,
  );
};

export default function SupportersSeasonPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    const { requested, available } = loaderData;
    return (
      <ContentPage heading="Saison nicht gefunden">
        <div className="prose">
          <p>
            Für „{requested}“ haben wir keine Liste unserer Unterstützer. Das kann an einem
            Tippfehler in der Adresse liegen – oder die Saison ist noch nicht (oder nicht mehr)
            online.
          </p>
          <p>Für diese Saisons zeigen wir alle Partner:</p>
          <ul>
            {available.map((season) => (
              <li key={season}>
                <Link to={`/supporters/${season}`}>Supporters of the {season} season</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/supporters/seasons">Alle Saisons im Überblick</Link> ·{" "}
            <Link to="/supporters">Zur Übersicht „Supporters“</Link>
          </p>
        </div>
      </ContentPage>
    );
  }
  const { season, headerImage, classes } = loaderData;
  return (
    <ContentPage heading={`Supporters of the ${season} season`}>
      <ContentImage image={headerImage} place="banner" priority className={styles.header} />
      <PartnerClasses classes={classes} />
      <p className={styles.more}>
        <Link to="/supporters/seasons">Alle Saisons im Überblick</Link>
      </p>
    </ContentPage>
  );
}
