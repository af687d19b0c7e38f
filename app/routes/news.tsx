import { Link } from "react-router";
import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { ContentPage } from "~/components/ContentPage";
import { ConsentFrame } from "~/components/consent/ConsentFrame";
import { SlottedProse } from "~/components/prose/SlottedProse";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { formReplayFrom, type FormReplay } from "~/forms/replay";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news";

export function loader({ context }: Route.LoaderArgs) {
  const { page, productName } = loadPage("news");
  const { site } = content;
  return {
    page,
    productName,
    formUrl: site.links.newsletterForm,
    replay: formReplayFrom(context, "newsletter"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

/** The built-in sign-up (0081), or a provider's form behind consent when one is configured. */
function NewsletterSignup({ formUrl, replay }: { formUrl: string; replay: FormReplay | null }) {
  if (!formUrl) return <NewsletterForm replay={replay} />;
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
  const { page, formUrl, replay } = loaderData;
  return (
    <ContentPage heading={page.heading}>
      <SlottedProse
        html={page.html}
        slots={{ signup: <NewsletterSignup formUrl={formUrl} replay={replay} /> }}
      />
    </ContentPage>
  );
}
