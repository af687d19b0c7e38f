import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { AppLink } from "~/components/AppLink";
import { ContentPage } from "~/components/ContentPage";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/joinus";

export function loader() {
  return { ...loadPage("joinus"), applicationForm: content.site.links.applicationForm };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function JoinusPage({ loaderData }: Route.ComponentProps) {
  const { page, applicationForm } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse html={page.html} columns={3} />
      <Actions lead="Klingt nach Ihnen? Dann freuen wir uns auf Ihre Bewerbung.">
        <AppLink to={applicationForm} className="button">
          Fill out our application form today
        </AppLink>
      </Actions>
    </ContentPage>
  );
}
