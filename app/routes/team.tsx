import { Link } from "~/components/LocalizedLink";
import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { FactStrip } from "~/components/blocks/FactStrip";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const content = contentFor(locale);
  const { facts } = content.site;
  return {
    ...loadPage("team", locale),
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
  const texts = useMessages().team;
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse
        html={page.html}
        columns={4}
        afterIntro={
          <FactStrip
            facts={[
              { value: format(texts.members, { count: facts.members }), label: texts.membersLabel },
              { value: String(facts.founded), label: texts.founded },
              {
                value: format(texts.since, { year: facts.driverlessSince }),
                label: texts.driverless,
              },
            ]}
          />
        }
      />
      <Actions lead={texts.lead}>
        {currentSeason && (
          <Link to={`/team/${currentSeason}`} className="button">
            {texts.current}
          </Link>
        )}
        <Link to="/joinus" className="button button--ghost">
          {texts.join}
        </Link>
      </Actions>
    </ContentPage>
  );
}
