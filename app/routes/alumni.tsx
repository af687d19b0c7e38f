import { statSync } from "node:fs";
import { join } from "node:path";
import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { DownloadList, type Download } from "~/components/supporters/DownloadList";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/alumni";
import styles from "~/components/supporters/AlumniContact.module.css";

const DOWNLOADS: Omit<Download, "size">[] = [
  {
    label: "Beitrittsdokumente",
    description: "Mitgliedsantrag und SEPA-Lastschriftmandat",
    href: "/downloads/foerderverein-beitrittsdokumente.pdf",
  },
  {
    label: "Beitragsordnung",
    description: "Höhe und Fälligkeit der Mitgliedsbeiträge",
    href: "/downloads/foerderverein-beitragsordnung.pdf",
  },
  {
    label: "Vereinssatzung",
    description: "Zweck, Mitgliedschaft und Organe des Vereins",
    href: "/downloads/foerderverein-vereinssatzung.pdf",
  },
];

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
export function loader() {
  const { page, productName } = loadPage("alumni");
  const { site } = content;
  return {
    page,
    productName,
    downloads: DOWNLOADS.map((download) => ({ ...download, size: fileSize(download.href) })),
    address: site.alumniAddress,
    email: site.emails.alumni,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function AlumniPage({ loaderData }: Route.ComponentProps) {
  const { page, downloads, address, email } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse
        html={page.html}
        slots={{
          downloads: <DownloadList downloads={downloads} />,
          contact: (
            <div className={styles.contact}>
              <div>
                <span className={styles.label}>Postanschrift</span>
                <AddressBlock address={address} />
              </div>
              <p>
                <span className={styles.label}>E-Mail</span>
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
