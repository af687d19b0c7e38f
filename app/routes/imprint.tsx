import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/imprint";
import styles from "./legal.module.css";

/** Every fact of the legal notice comes from content/site.json; the Markdown names them as placeholders. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("imprint", locale);
  const { site } = contentFor(locale);
  return {
    page,
    productName,
    address: site.postalAddress,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function ImprintPage({ loaderData }: Route.ComponentProps) {
  const { page, address } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <div className={styles.legal}>
        <SlottedProse
          html={page.html}
          slots={{ address: <AddressBlock address={address} className={styles.address} /> }}
        />
      </div>
    </ContentPage>
  );
}
