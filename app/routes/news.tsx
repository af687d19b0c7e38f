import { Link } from "react-router";
import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { ConsentFrame } from "~/components/consent/ConsentFrame";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news";
import styles from "~/components/consent/NewsletterSignup.module.css";

export function loader() {
  const { page, productName } = loadPage("news");
  const { site } = content;
  return {
    page,
    productName,
    formUrl: site.links.newsletterForm,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

function NewsletterSignup({ formUrl }: { formUrl: string }) {
  if (!formUrl) {
    return (
      <div className={styles.unavailable} role="status">
        <p>
          <strong>Die Anmeldung ist gerade nicht verfügbar.</strong> Wir richten den Versand unseres
          Newsletters gerade neu ein, deshalb können wir das Anmeldeformular im Moment nicht
          anbieten.
        </p>
        <p>
          Sie möchten trotzdem nichts verpassen oder haben eine Frage an uns? Schreiben Sie uns über
          unser <Link to="/contact">Kontaktformular</Link> – wir melden uns bei Ihnen.
        </p>
      </div>
    );
  }
  return (
    <ConsentFrame
      src={formUrl}
      title="Anmeldeformular für den Newsletter"
      loadLabel="Anmeldeformular laden"
      fallbackLabel="Anmeldeformular beim Newsletter-Dienst öffnen"
      storageKey="consent:newsletter-form"
      height={620}
    >
      <p>
        <strong>Das Anmeldeformular stellt ein externer Newsletter-Dienst bereit.</strong> Damit Sie
        selbst entscheiden können, laden wir es erst, wenn Sie auf „Anmeldeformular laden“ klicken.
        Ab dann ruft Ihr Browser Inhalte von den Servern dieses Dienstes ab, und der Anbieter erhält
        dabei technische Daten wie Ihre IP-Adresse.
      </p>
      <p>
        Mehr dazu steht in unserer <Link to="/dataprotection#newsletter">Datenschutzerklärung</Link>
        .
      </p>
    </ConsentFrame>
  );
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { page, formUrl } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse html={page.html} slots={{ signup: <NewsletterSignup formUrl={formUrl} /> }} />
    </ContentPage>
  );
}
