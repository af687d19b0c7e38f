import { Link } from "~/components/LocalizedLink";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { teamCounts } from "~/content/team-counts";
import { ContentPage } from "~/components/ContentPage";
import { FactStrip } from "~/components/blocks/FactStrip";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const content = contentFor(locale);
  const { facts } = content.site;
  const current = content.teams[0];
  return {
    ...loadPage("team", locale),
    currentSeason: current?.season ?? "",
    facts: {
      // The people on the current season's page, so both pages give the same number.
      members: current ? teamCounts(current).people : 0,
      founded: facts.founded,
      driverlessSince: facts.driverlessSince,
    },
    uiTexts: pageUiTexts(locale, "team"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { page, currentSeason, facts } = loaderData;
  const texts = useMessages("team").team;
  const specLanguage = useSpecLanguage();
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse
        html={page.html}
        columns={4}
        afterIntro={
          <FactStrip
            facts={[
              {
                value: String(facts.members),
                label: format(texts.membersLabel, { season: currentSeason }),
              },
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
          <Link to={`/team/${currentSeason}`} className="button" lang={specLanguage}>
            {texts.current}
          </Link>
        )}
        <Link to="/joinus" className="button button--ghost" lang={specLanguage}>
          {texts.join}
        </Link>
      </Actions>
    </ContentPage>
  );
}
