import { Link } from "react-router";
import { ContentPage } from "~/components/ContentPage";
import type { NewsletterOutcome } from "~/forms/newsletter-outcome";
import { SubmitButton, formStyles } from "./FormControls";
import { formPageStyles } from "./FormPageLayout";

export interface NewsletterTokenPageProps {
  heading: string;
  /** What the button does, said before it. */
  intro: string;
  action: string;
  token: string | null;
  outcome: NewsletterOutcome | null;
  submitLabel: string;
  /** The text per outcome this page can have. */
  messages: Partial<Record<NewsletterOutcome, string>>;
}

const MISSING_TOKEN =
  "Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus unserer E-Mail noch einmal vollständig oder kopieren Sie ihn in die Adresszeile Ihres Browsers.";

/**
 * The page a link in a newsletter e-mail opens: a button that posts the token (mail scanners
 * follow links, but press no buttons), then the API's outcome. Works without JavaScript.
 */
export function NewsletterTokenPage(props: NewsletterTokenPageProps) {
  const { heading, intro, action, token, outcome, submitLabel, messages } = props;
  const message = outcome ? messages[outcome] : token ? undefined : MISSING_TOKEN;
  return (
    <ContentPage heading={heading}>
      <div className={`prose ${formPageStyles.intro}`}>
        {message ? (
          <>
            <p role="status">{message}</p>
            <p>
              <Link to="/news">Zur Newsletter-Seite</Link> · <Link to="/home">Zur Startseite</Link>
            </p>
          </>
        ) : (
          <form className={formStyles.form} method="post" action={action}>
            <p>{intro}</p>
            <input type="hidden" name="token" value={token ?? ""} />
            <SubmitButton sending={false}>{submitLabel}</SubmitButton>
          </form>
        )}
      </div>
    </ContentPage>
  );
}
