import type { ContactField, ContactMessage } from "~/forms/contact";
import { CONTACT_FIELDS, contactInitialValues } from "~/forms/contact-form";
import type { FormReplay } from "~/forms/replay";
import { useLocation } from "react-router";
import type { FormTexts } from "~/i18n/form-texts";
import { PublicFormFrame } from "./public-form/PublicFormFrame";
import { TextField } from "./FormControls";
import { usePublicForm } from "./public-form/usePublicForm";
import { useRouteActionSender } from "./public-form/useRouteActionSender";

const INITIAL_VALUES = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, contactInitialValues[field]]),
) as Record<ContactField, string>;

const loadValidator = () => import("~/forms/contact").then((schema) => schema.validateContactForm);

function successDialog(message: ContactMessage, { contact: texts }: FormTexts<"contact">) {
  return {
    title: texts.successTitle,
    message: (
      <>
        <p>
          {texts.successBefore} <strong>{message.email}</strong>
          {texts.successAfter}
        </p>
        <p>{texts.successVolunteers}</p>
      </>
    ),
  };
}

/**
 * The contact form (spec: "Contact page"). It posts to its own page's route action: without
 * JavaScript as a page, with it through a fetcher, the answer shown in the dialog.
 */
export function ContactForm({
  labelledBy,
  replay,
}: {
  labelledBy?: string;
  /** A post without JavaScript the page's action refused, with the visitor's values. */
  replay?: FormReplay | null | undefined;
}) {
  // A plain post goes to the form's own page, where a refusal is rendered back (ADR 0103).
  const ownPage = useLocation().pathname;
  const form = usePublicForm<ContactField, ContactMessage, "contact">({
    kind: "contact",
    idPrefix: "kontakt",
    fields: CONTACT_FIELDS,
    initialValues: INITIAL_VALUES,
    loadValidator,
    successDialog,
    logFailures: true,
    replay,
    // The script sends to the same route action as a plain post, as route data (ADR 0187).
    send: useRouteActionSender(ownPage),
  });
  const texts = form.texts.contact;
  return (
    <PublicFormFrame
      form={form}
      action={ownPage}
      idPrefix="kontakt"
      labelledBy={labelledBy}
      submitLabel={texts.submit}
    >
      <TextField {...form.textProps("name")} label={texts.name} required autoComplete="name" />
      <TextField
        {...form.textProps("email")}
        label={texts.email}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...form.textProps("phone")}
        label={texts.phone}
        hint={texts.phoneHint}
        type="tel"
        autoComplete="tel"
      />
      <TextField {...form.textProps("subject")} label={texts.subject} autoComplete="off" />
      <TextField
        {...form.textProps("message")}
        label={texts.message}
        required
        rows={7}
        autoComplete="off"
      />
    </PublicFormFrame>
  );
}
