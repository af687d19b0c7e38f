import { Link } from "react-router";
import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { EventAccordion } from "~/components/events/EventAccordion";
import { Actions } from "~/components/prose/SectionedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/events";

export function loader() {
  return { ...loadPage("events"), events: content.events };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { page, events } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <Prose html={page.html} />
      <EventAccordion events={events} />
      <Actions lead="Mehr über unsere Rennwagen und den Wettbewerb">
        <Link to="/garage" prefetch="intent" className="button button--ghost">
          Unsere Fahrzeuge
        </Link>
        <Link to="/formulastudent" prefetch="intent" className="button button--ghost">
          Was ist Formula Student?
        </Link>
      </Actions>
    </ContentPage>
  );
}
