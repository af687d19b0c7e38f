import { Link } from "react-router";
import { content } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { formPageStyles } from "~/components/forms/FormPageLayout";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact-thanks";

/** Where a contact message sent without JavaScript lands (the API answers with 303 here). */
export function loader() {
  const { site } = content;
  return {
    page: {
      title: "Vielen Dank für Ihre Nachricht",
      description: `Ihre Nachricht an das Formula-Student-Team ${site.productName} ist angekommen. Wir melden uns so bald wie möglich bei Ihnen.`,
    },
    productName: site.productName,
    email: site.emails.general,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function ContactThanksPage({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  return (
    <ContentPage heading="Vielen Dank für Ihre Nachricht!">
      <div className={`prose ${formPageStyles.intro}`}>
        <p>Ihre Nachricht ist bei uns angekommen.</p>
        <p>
          Wir melden uns so bald wie möglich bei Ihnen, meist innerhalb weniger Tage. Da wir ein
          studentisches Team sind und neben dem Studium arbeiten, kann es in der Wettbewerbssaison
          auch einmal etwas länger dauern.
        </p>
        <p>
          Ist etwas dringend oder möchten Sie etwas ergänzen? Dann schreiben Sie uns gern direkt an{" "}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
        <h2>In der Zwischenzeit</h2>
        <ul>
          <li>
            <Link to="/team">Lernen Sie unser Team kennen</Link>
          </li>
          <li>
            <Link to="/events">Sehen Sie, bei welchen Events wir dabei sind</Link>
          </li>
          <li>
            <Link to="/home">Zur Startseite</Link>
          </li>
        </ul>
      </div>
    </ContentPage>
  );
}
