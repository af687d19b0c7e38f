import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { CreditedImage } from "~/components/ContentImage";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/university";
import styles from "~/components/supporters/University.module.css";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("university", locale);
  const { site } = contentFor(locale);
  return {
    page,
    productName,
    headerImage: site.images.universityHeader,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function UniversityPage({ loaderData }: Route.ComponentProps) {
  const { page, headerImage } = loaderData;
  return (
    <ContentPage
      heading={page.heading}
      header={<CreditedImage image={headerImage} place="hero" priority className={styles.header} />}
    >
      <SlottedProse html={page.html} />
    </ContentPage>
  );
}
