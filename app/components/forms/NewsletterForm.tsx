import type { NewsletterField, NewsletterSignUp } from "~/forms/newsletter";
import { NEWSLETTER_FIELDS, newsletterInitialValues } from "~/forms/newsletter-form";
import type { FormReplay } from "~/forms/replay";
import { useLocation } from "react-router";
import type { FormTexts } from "~/i18n/form-texts";
import { PublicFormFrame } from "./public-form/PublicFormFrame";
import { TextField } from "./FormControls";
import { usePublicForm } from "./public-form/usePublicForm";
import { useRouteActionSender } from "./public-form/useRouteActionSender";
import { useFormMessages } from "./useFormMessages";

const loadValidator = () =>
  import("~/forms/newsletter").then((schema) => schema.validateNewsletterForm);

/** "Check your mailbox": the same words as the thank-you page of a post without JavaScript. */
export function NewsletterCheckMailbox({ email }: { email?: string }) {
  const texts = useFormMessages("newsletter").newsletter;
  return (
    <>
      <p>
        {texts.sentBefore}
        {email ? (
          <>
            {" "}
            {texts.sentTo} <strong>{email}</strong>
          </>
        ) : null}
        {texts.sentAfter}
      </p>
      <p>{texts.linkValid}</p>
    </>
  );
}

function successDialog(signUp: NewsletterSignUp, messages: FormTexts<"newsletter">) {
  return {
    title: messages.newsletter.successTitle,
    message: <NewsletterCheckMailbox email={signUp.email} />,
  };
}

/**
 * The built-in newsletter's sign-up (0081). It posts to its own page's route action: without
 * JavaScript as a page, with it through a fetcher, the answer shown in the dialog (ADR 0193).
 */
export function NewsletterForm({
  labelledBy,
  replay,
}: {
  labelledBy?: string;
  replay?: FormReplay | null;
}) {
  // A plain post goes to the form's own page, where its action answers (ADR 0103, 0189).
  const ownPage = useLocation().pathname;
  const form = usePublicForm<NewsletterField, NewsletterSignUp, "newsletter">({
    kind: "newsletter",
    idPrefix: "newsletter",
    fields: NEWSLETTER_FIELDS,
    initialValues: newsletterInitialValues,
    loadValidator,
    successDialog,
    replay,
    send: useRouteActionSender(ownPage),
  });
  const texts = form.texts.newsletter;
  return (
    <PublicFormFrame
      form={form}
      action={ownPage}
      idPrefix="newsletter"
      labelledBy={labelledBy}
      submitLabel={texts.submit}
    >
      <TextField
        {...form.textProps("email")}
        label={texts.email}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...form.textProps("name")}
        label={texts.name}
        hint={texts.nameHint}
        autoComplete="name"
      />
    </PublicFormFrame>
  );
}
