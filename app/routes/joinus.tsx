import { contentFor } from "~/content/content.server";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { loadPage } from "~/content/pages.server";
import { AppLink } from "~/components/AppLink";
import { ContentPage } from "~/components/ContentPage";
import { Actions, SectionedProse } from "~/components/prose/SectionedProse";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/joinus";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...loadPage("joinus", locale),
    applicationForm: contentFor(locale).site.links.applicationForm,
    uiTexts: pageUiTexts(locale, "joinUs"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function JoinusPage({ loaderData }: Route.ComponentProps) {
  const { page, applicationForm } = loaderData;
  const texts = useMessages("joinUs").joinUs;
  const specLanguage = useSpecLanguage();
  return (
    <ContentPage heading={page.heading}>
      <SectionedProse html={page.html} columns={3} />
      <Actions lead={texts.lead}>
        <AppLink to={applicationForm} className="button">
          <span lang={specLanguage}>{texts.apply}</span>
        </AppLink>
      </Actions>
    </ContentPage>
  );
}
