import { data } from "react-router";
import { Link } from "~/components/LocalizedLink";
import { contentFor } from "~/content/content.server";
import { teamCounts } from "~/content/team-counts";
import { ContentPage } from "~/components/ContentPage";
import { DepartmentSection } from "~/components/team/DepartmentSection";
import { SeasonSwitcher } from "~/components/team/SeasonSwitcher";
import { Actions } from "~/components/prose/SectionedProse";
import { slug } from "~/components/prose/sections";
import { pageUiTexts, uiMessages } from "~/i18n/catalogue.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import { seasonFromYearParam } from "~/lib/paths";
import styles from "~/components/team/TeamSeason.module.css";
import type { Route } from "./+types/team-season";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { site, teams } = contentFor(locale);
  const texts = uiMessages(locale).teamSeason;
  const seasons = teams.map((t) => t.season);
  const requested = params.year ?? "";
  // No year at all: the current season (the newest with data).
  const season = requested ? seasonFromYearParam(requested) : seasons[0];
  const team = teams.find((t) => t.season === season);
  const shared = {
    productName: site.productName,
    seasons,
    placeholder: site.images.memberPlaceholder,
    uiTexts: pageUiTexts(locale, "teamSeason", "team"),
  };
  if (!team) {
    const shown = requested.slice(0, 24);
    return data(
      {
        ...shared,
        found: false as const,
        requested: shown,
        validForm: season !== undefined,
        title: `${format(texts.notFoundTitle, { requested: shown })} | ${site.productName}`,
      },
      { status: 404 },
    );
  }
  const { people, departments } = teamCounts(team);
  const names = { season: team.season, productName: site.productName, people, departments };
  return {
    ...shared,
    found: true as const,
    people,
    page: {
      title: format(texts.heading, names),
      description: format(texts.metaDescription, names),
    },
    season: team.season,
    id: team.id,
    departments: team.departments,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return pageMeta(undefined);
  if (!data.found) return [{ title: data.title }, { name: "robots", content: "noindex" }];
  return pageMeta(data.page, data.productName);
};

export default function TeamSeasonPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages("teamSeason", "team");
  const specLanguage = useSpecLanguage();
  const texts = messages.teamSeason;
  if (!loaderData.found) {
    const { requested, validForm, seasons } = loaderData;
    return (
      <ContentPage heading={format(texts.heading, { season: requested })}>
        <div className={styles.notice}>
          <p className={styles.noticeMessage}>
            {validForm
              ? format(texts.noData, { season: requested.replace(/^egn/i, "20") })
              : format(texts.unknown, { requested })}
          </p>
          <p>
            {format(texts.range, {
              oldest: seasons[seasons.length - 1] ?? "",
              newest: seasons[0] ?? "",
            })}
          </p>
          <SeasonSwitcher seasons={seasons} label={texts.withData} />
          <p>
            <Link to="/team">{texts.overview}</Link>
          </p>
        </div>
      </ContentPage>
    );
  }

  const { season, id, departments, seasons, placeholder, people } = loaderData;
  return (
    <ContentPage heading={format(texts.heading, { season })}>
      <div className={styles.intro}>
        <p className={styles.summary}>
          {season === seasons[0] ? texts.currentSeason : texts.season} {season} ({id}):{" "}
          {format(texts.summary, { people, departments: departments.length })}
        </p>
        <SeasonSwitcher seasons={seasons} current={season} label={texts.others} />
        <nav aria-label={texts.departments} className={styles.jump}>
          <ul>
            {departments.map((d) => (
              <li key={d.name}>
                <a href={`#abteilung-${slug(d.name)}`}>{d.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {departments.map((department, index) => (
        <DepartmentSection
          key={department.name}
          department={department}
          placeholder={placeholder}
          priorityPhoto={index === 0}
        />
      ))}
      <Actions lead={texts.lead}>
        <Link to="/joinus" className="button" lang={specLanguage}>
          {messages.team.join}
        </Link>
        <Link to="/team" className="button button--ghost">
          {texts.overview}
        </Link>
      </Actions>
    </ContentPage>
  );
}
