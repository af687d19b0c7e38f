import { Link } from "react-router";
import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { FactStrip } from "~/components/blocks/FactStrip";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

export function loader() {
  const { facts } = content.site;
  return {
    ...loadPage("team"),
    currentSeason: content.teams[0]?.season ?? "",
    facts: {
      members: facts.members,
      founded: facts.founded,
      driverlessSince: facts.driverlessSince,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { page, currentSeason, facts } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse
        html={page.html}
        columns={4}
        afterIntro={
          <FactStrip
            facts={[
              { value: `rund ${facts.members}`, label: "Studierende im Team" },
              { value: String(facts.founded), label: "gegründet" },
              { value: `seit ${facts.driverlessSince}`, label: "auch fahrerlos im Wettbewerb" },
            ]}
          />
        }
      />
      <Actions lead="Lernen Sie die Menschen hinter dem Wagen kennen – oder werden Sie selbst Teil davon.">
        {currentSeason && (
          <Link to={`/team/${currentSeason}`} prefetch="intent" className="button">
            Current Team
          </Link>
        )}
        <Link to="/joinus" prefetch="intent" className="button button--ghost">
          Join our team
        </Link>
      </Actions>
    </ContentPage>
  );
}
