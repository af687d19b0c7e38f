import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { ContentImage } from "~/components/ContentImage";
import { AppLink } from "~/components/AppLink";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dataprotection";
import styles from "./legal.module.css";

/** Names, addresses and links come from content/site.json; the Markdown holds the explanations. */
export function loader() {
  const { page, productName } = loadPage("dataprotection");
  const { site } = content;
  return {
    page,
    productName,
    logo: site.logos.dataProtection,
    address: site.postalAddress,
    authoritiesUrl: site.links.supervisoryAuthorities,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function DataProtectionPage({ loaderData }: Route.ComponentProps) {
  const { page, logo, address, authoritiesUrl } = loaderData;
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
                <AppLink to={authoritiesUrl}>
                  Liste der Datenschutzbeauftragten und Aufsichtsbehörden in Deutschland
                </AppLink>
              </p>
            ),
          }}
        />
      </div>
    </ContentPage>
  );
}
