import { data, Link } from "react-router";
import { content } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { DepartmentSection } from "~/components/team/DepartmentSection";
import { SeasonSwitcher } from "~/components/team/SeasonSwitcher";
import { Actions } from "~/components/prose/SectionedProse";
import { slug } from "~/components/prose/sections";
import { pageMeta } from "~/lib/meta";
import { seasonFromYearParam } from "~/lib/paths";
import styles from "~/components/team/TeamSeason.module.css";
import type { Route } from "./+types/team-season";

/** Photos in the first row of the first department at full width: loaded with the page. */
const FIRST_ROW = 3;

export function loader({ params }: Route.LoaderArgs) {
  const { site, teams } = content;
  const seasons = teams.map((t) => t.season);
  const requested = params.year ?? "";
  // No year at all: the current season (the newest with data).
  const season = requested ? seasonFromYearParam(requested) : seasons[0];
  const team = teams.find((t) => t.season === season);
  const shared = {
    productName: site.productName,
    seasons,
    placeholder: site.images.memberPlaceholder,
  };
  if (!team) {
    return data(
      {
        ...shared,
        found: false as const,
        requested: requested.slice(0, 24),
        validForm: season !== undefined,
      },
      { status: 404 },
    );
  }
  return {
    ...shared,
    found: true as const,
    season: team.season,
    id: team.id,
    departments: team.departments,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return pageMeta(undefined);
  if (!data.found) {
    return [
      { title: `Keine Teamdaten für „${data.requested}“ | ${data.productName}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const people = new Set(data.departments.flatMap((d) => d.members.map((m) => m.name))).size;
  return pageMeta(
    {
      title: `Team ${data.season}`,
      description: `Das ${data.productName}-Team der Saison ${data.season}: ${people} Personen in ${data.departments.length} Abteilungen, jeweils mit Foto, Aufgabe im Team und Kontakt.`,
    },
    data.productName,
  );
};

export default function TeamSeasonPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    const { requested, validForm, seasons } = loaderData;
    return (
      <ContentPage heading={`Team ${requested}`}>
        <div className={styles.notice}>
          <p className={styles.noticeMessage}>
            {validForm ? (
              <>Für die Saison {requested.replace(/^egn/i, "20")} haben wir keine Teamdaten.</>
            ) : (
              <>
                „{requested}“ ist keine Saison, die wir kennen. Eine Saison schreiben Sie als Jahr
                (2025) oder als Kürzel (egn25).
              </>
            )}
          </p>
          <p>
            Teamseiten gibt es für die Saisons {seasons[seasons.length - 1]} bis {seasons[0]}:
          </p>
          <SeasonSwitcher seasons={seasons} label="Saisons mit Teamdaten" />
          <p>
            <Link to="/team" prefetch="intent">
              Zur Teamübersicht
            </Link>
          </p>
        </div>
      </ContentPage>
    );
  }

  const { season, id, departments, seasons, placeholder } = loaderData;
  const people = new Set(departments.flatMap((d) => d.members.map((m) => m.name))).size;
  return (
    <ContentPage heading={`Team ${season}`}>
      <div className={styles.intro}>
        <p className={styles.summary}>
          {season === seasons[0] ? "Unsere aktuelle Saison" : "Die Saison"} {season} ({id}):{" "}
          {people} Personen in {departments.length} Abteilungen.
        </p>
        <SeasonSwitcher seasons={seasons} current={season} label="Andere Saisons" />
        <nav aria-label="Abteilungen dieser Saison" className={styles.jump}>
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
          eagerPhotos={index === 0 ? FIRST_ROW : 0}
        />
      ))}
      <Actions lead="Lust, in der nächsten Saison selbst auf dieser Seite zu stehen?">
        <Link to="/joinus" prefetch="intent" className="button">
          Join our team
        </Link>
        <Link to="/team" prefetch="intent" className="button button--ghost">
          Zur Teamübersicht
        </Link>
      </Actions>
    </ContentPage>
  );
}
