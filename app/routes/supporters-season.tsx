import { data } from "react-router";
import { Link } from "~/components/LocalizedLink";
import { contentFor } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { ContentImage } from "~/components/ContentImage";
import { PartnerClasses } from "~/components/supporters/PartnerClasses";
import { pageUiTexts, uiMessages } from "~/i18n/catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import { seasonFromYearParam } from "~/lib/paths";
import type { Route } from "./+types/supporters-season";
import styles from "~/components/supporters/SeasonPage.module.css";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

/**
 * `/supporters/2025` (also `/supporters/egn25`). Without a season: the newest one with data.
 * A season without data answers 404 with links to the seasons that exist.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { supporterSeasons, site } = contentFor(locale);
  const texts = uiMessages(locale).supporters;
  const uiTexts = pageUiTexts(locale, "supporters");
  const productName = site.productName;
  const available = supporterSeasons.map((s) => s.season);
  const requested = params.season ?? "";
  const season = requested
    ? supporterSeasons.find((s) => s.season === seasonFromYearParam(requested))
    : supporterSeasons[0];
  if (!season) {
    return data(
      {
        found: false as const,
        requested: requested.slice(0, 40),
        available,
        productName,
        uiTexts,
        page: { title: texts.notFound, description: texts.notFoundDescription },
      },
      { status: 404 },
    );
  }
  const names = { season: season.season, productName };
  return {
    found: true as const,
    productName,
    uiTexts,
    page: {
      title: format(texts.seasonHeading, names),
      description: format(texts.seasonDescription, names),
    },
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
  const tags = pageMeta(loaderData.page, loaderData.productName);
  return loaderData.found ? tags : [...tags, { name: "robots", content: "noindex" }];
};

export default function SupportersSeasonPage({ loaderData }: Route.ComponentProps) {
  const texts = useMessages("supporters").supporters;
  const specLanguage = useSpecLanguage();
  if (!loaderData.found) {
    const { requested, available } = loaderData;
    return (
      <ContentPage heading={texts.notFound}>
        <div className="prose">
          <p>{format(texts.notFoundText, { requested })}</p>
          <p>{texts.available}</p>
          <ul>
            {available.map((season) => (
              <li key={season}>
                <Link to={`/supporters/${season}`} lang={specLanguage}>
                  {format(texts.seasonHeading, { season })}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/supporters/seasons">{texts.allSeasons}</Link> ·{" "}
            <Link to="/supporters">{texts.overview}</Link>
          </p>
        </div>
      </ContentPage>
    );
  }
  const { season, headerImage, classes } = loaderData;
  return (
    <ContentPage heading={format(texts.seasonHeading, { season })} headingLang={specLanguage}>
      <ContentImage image={headerImage} place="banner" priority className={styles.header} />
      <PartnerClasses classes={classes} />
      <p className={styles.more}>
        <Link to="/supporters/seasons">{texts.allSeasons}</Link>
      </p>
    </ContentPage>
  );
}
