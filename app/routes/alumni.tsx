import { statSync } from "node:fs";
import { join } from "node:path";
import { contentFor } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { DownloadList, type Download } from "~/components/supporters/DownloadList";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { pageUiTexts, uiMessages } from "~/i18n/catalogue.server";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/alumni";
import styles from "~/components/supporters/AlumniContact.module.css";

/** Size of a file under public/ (or the built client folder), if it can be found. */
function fileSize(href: string): number | undefined {
  for (const root of ["public", "build/client"]) {
    try {
      return statSync(join(process.cwd(), root, href)).size;
    } catch {
      // try the next folder
    }
  }
  return undefined;
}

/** Serves both /supporters/alumniverein and /foerderverein. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { page, productName } = loadPage("alumni", locale);
  const { site } = contentFor(locale);
  // The documents themselves are German in both languages.
  const downloads: Download[] = Object.entries(uiMessages(locale).alumni.downloads).map(
    ([file, names]) => {
      const href = `/downloads/foerderverein-${file}.pdf`;
      return { ...names, href, size: fileSize(href) };
    },
  );
  return {
    page,
    productName,
    downloads,
    address: site.alumniAddress,
    email: site.emails.alumni,
    uiTexts: pageUiTexts(locale, "alumni", "download"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function AlumniPage({ loaderData }: Route.ComponentProps) {
  const { page, downloads, address, email } = loaderData;
  const texts = useMessages("alumni").alumni;
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse
        html={page.html}
        slots={{
          downloads: <DownloadList downloads={downloads} />,
          contact: (
            <div className={styles.contact}>
              <div>
                <span className={styles.label}>{texts.postalAddress}</span>
                <AddressBlock address={address} />
              </div>
              <p>
                <span className={styles.label}>{texts.email}</span>
                <a href={`mailto:${email}`} className={styles.mail}>
                  {email}
                </a>
              </p>
            </div>
          ),
        }}
      />
    </ContentPage>
  );
}
