import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/Prose";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/donation";

export function loader() {
  return loadPage("donation");
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function DonationPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <Prose html={page.html} />
    </ContentPage>
  );
}
