import type { NewsletterField, NewsletterSignUp } from "~/forms/newsletter";
import { newsletterErrorMessages, newsletterInitialValues } from "~/forms/newsletter-form";
import type { FormReplay } from "~/forms/replay";
import { API_PATHS } from "~/forms/transport";
import { ApiFormFrame } from "./ApiFormFrame";
import { TextField } from "./FormControls";
import { NEWSLETTER_FAILURE_MESSAGE } from "./messages";
import { useApiForm } from "./useApiForm";

const FIELDS = ["email", "name"] as const satisfies readonly NewsletterField[];

const loadValidator = () =>
  import("~/forms/newsletter").then((schema) => schema.validateNewsletterForm);

/** "Check your mailbox": the same words as the thank-you page of a post without JavaScript. */
export function NewsletterCheckMailbox({ email }: { email?: string }) {
  return (
    <>
      <p>
        Wir haben Ihnen eine E-Mail
        {email ? (
          <>
            {" "}
            an <strong>{email}</strong>
          </>
        ) : null}{" "}
        geschickt. Bitte sehen Sie in Ihrem Postfach nach und bestätigen Sie die Anmeldung über den
        Link darin – erst dann tragen wir Sie in den Verteiler ein.
      </p>
      <p>
        Der Link gilt 48 Stunden. Keine E-Mail bekommen? Sehen Sie bitte auch im Spam-Ordner nach.
        Waren Sie schon angemeldet, schicken wir keine weitere E-Mail.
      </p>
    </>
  );
}

function successDialog(signUp: NewsletterSignUp) {
  return { title: "Fast geschafft!", message: <NewsletterCheckMailbox email={signUp.email} /> };
}

/** The built-in newsletter's sign-up (0081). Without JavaScript it posts to the API directly. */
export function NewsletterForm({
  labelledBy,
  replay,
}: {
  labelledBy?: string;
  replay?: FormReplay | null;
}) {
  const form = useApiForm<NewsletterField, NewsletterSignUp>({
    kind: "newsletter",
    idPrefix: "newsletter",
    fields: FIELDS,
    initialValues: newsletterInitialValues,
    loadValidator,
    queryMessages: newsletterErrorMessages,
    failureMessage: NEWSLETTER_FAILURE_MESSAGE,
    successDialog,
    replay,
  });
  return (
    <ApiFormFrame
      form={form}
      action={API_PATHS.newsletter}
      idPrefix="newsletter"
      labelledBy={labelledBy}
      submitLabel="Anmelden"
    >
      <TextField
        {...form.textProps("email")}
        label="E-Mail-Adresse"
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...form.textProps("name")}
        label="Name"
        hint="Optional – damit wir Sie in der E-Mail mit Namen ansprechen können."
        autoComplete="name"
      />
    </ApiFormFrame>
  );
}
