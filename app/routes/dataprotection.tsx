import { contentFor } from "~/content/content.server";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { ContentImage } from "~/components/ContentImage";
import { AppLink } from "~/components/AppLink";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dataprotection";
import styles from "./legal.module.css";

/** Names, addresses and links come from content/site.json; the Markdown holds the explanations. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("dataprotection", locale);
  const { site } = contentFor(locale);
  return {
    page,
    productName,
    logo: site.logos.dataProtection,
    address: site.postalAddress,
    authoritiesUrl: site.links.supervisoryAuthorities,
    uiTexts: pageUiTexts(locale, "dataProtection"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function DataProtectionPage({ loaderData }: Route.ComponentProps) {
  const { page, logo, address, authoritiesUrl } = loaderData;
  const texts = useMessages("dataProtection").dataProtection;
  return (
    <ContentPage
      heading={page.heading}
      header={
        <div className={styles.logoHeader}>
          <ContentImage image={logo} place="dataProtectionLogo" priority className={styles.logo} />
        </div>
      }
    >
      <div className={styles.legal}>
        <SlottedProse
          html={page.html}
          slots={{
            controller: <AddressBlock address={address} className={styles.address} />,
            authorities: (
              <p className={styles.authority}>
                <AppLink to={authoritiesUrl}>{texts.authorities}</AppLink>
              </p>
            ),
          }}
        />
      </div>
    </ContentPage>
  );
}
