import { Link } from "~/components/LocalizedLink";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { FactStrip } from "~/components/blocks/FactStrip";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/formulastudent";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { facts } = contentFor(locale).site;
  return {
    ...loadPage("formulastudent", locale),
    facts: {
      maxTeams: facts.maxTeams,
      competingSince: facts.competingSince,
      driverlessSince: facts.driverlessSince,
    },
    uiTexts: pageUiTexts(locale, "formulaStudent"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function FormulastudentPage({ loaderData }: Route.ComponentProps) {
  const { page, facts, productName } = loaderData;
  const texts = useMessages("formulaStudent").formulaStudent;
  const specLanguage = useSpecLanguage();
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse
        html={page.html}
        columns={2}
        afterIntro={
          <FactStrip
            facts={[
              {
                value: format(texts.maxTeams, { count: facts.maxTeams }),
                label: texts.maxTeamsLabel,
              },
              {
                value: format(texts.since, { year: facts.competingSince }),
                label: format(texts.onTrack, { productName }),
              },
              {
                value: format(texts.since, { year: facts.driverlessSince }),
                label: texts.driverless,
              },
            ]}
          />
        }
      />
      <Actions lead={texts.lead}>
        <Link to="/events" className="button" lang={specLanguage}>
          {texts.events}
        </Link>
      </Actions>
    </ContentPage>
  );
}
