import { Link } from "react-router";
import { content } from "~/content/content.server";
import { ContentPage } from "~/components/ContentPage";
import { formPageStyles } from "~/components/forms/FormPageLayout";
import { NewsletterCheckMailbox } from "~/components/forms/NewsletterForm";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-thanks";

/** Where a newsletter sign-up sent without JavaScript lands (the API answers with 303 here). */
export function loader() {
  const { site } = content;
  return {
    page: {
      title: "Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung",
      description: `Ihre Anmeldung zum Newsletter von ${site.productName} ist angekommen. Bitte bestätigen Sie sie über den Link in unserer E-Mail.`,
    },
    productName: site.productName,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function NewsletterThanksPage() {
  return (
    <ContentPage heading="Fast geschafft!">
      <div className={`prose ${formPageStyles.intro}`}>
        <NewsletterCheckMailbox />
        <p>
          <Link to="/home">Zur Startseite</Link>
        </p>
      </div>
    </ContentPage>
  );
}
