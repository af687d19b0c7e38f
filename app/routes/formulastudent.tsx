import { Link } from "react-router";
import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { FactStrip } from "~/components/blocks/FactStrip";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/formulastudent";

export function loader() {
  const { facts } = content.site;
  return {
    ...loadPage("formulastudent"),
    facts: {
      maxTeams: facts.maxTeams,
      competingSince: facts.competingSince,
      driverlessSince: facts.driverlessSince,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function FormulastudentPage({ loaderData }: Route.ComponentProps) {
  const { page, facts, productName } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse
        html={page.html}
        columns={2}
        afterIntro={
          <FactStrip
            facts={[
              { value: `bis zu ${facts.maxTeams}`, label: "Teams weltweit im Wettbewerb" },
              { value: `seit ${facts.competingSince}`, label: `${productName} auf der Strecke` },
              { value: `seit ${facts.driverlessSince}`, label: "fahrerlos im Wettbewerb" },
            ]}
          />
        }
      />
      <Actions lead="Neugierig, wo wir schon überall an den Start gegangen sind?">
        <Link to="/events" prefetch="intent" className="button">
          Our event participations
        </Link>
      </Actions>
    </ContentPage>
  );
}
