import { Link } from "~/components/LocalizedLink";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { EventAccordion } from "~/components/events/EventAccordion";
import { Actions } from "~/components/prose/SectionedProse";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/events";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...loadPage("events", locale),
    events: contentFor(locale).events,
    uiTexts: pageUiTexts(locale, "events"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { page, events } = loaderData;
  const texts = useMessages("events").events;
  return (
    <ContentPage heading={page.heading}>
      <Prose html={page.html} />
      <EventAccordion events={events} />
      <Actions lead={texts.lead}>
        <Link to="/garage" className="button button--ghost">
          {texts.cars}
        </Link>
        <Link to="/formulastudent" className="button button--ghost">
          {texts.formulaStudent}
        </Link>
      </Actions>
    </ContentPage>
  );
}
