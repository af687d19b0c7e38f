import type { ContactField, ContactMessage } from "~/forms/contact";
import { contactErrorMessages, contactInitialValues } from "~/forms/contact-form";
import type { FormReplay } from "~/forms/replay";
import { API_PATHS } from "~/forms/transport";
import { ApiFormFrame } from "./ApiFormFrame";
import { TextField } from "./FormControls";
import { CONTACT_FAILURE_MESSAGE } from "./messages";
import { useApiForm } from "./useApiForm";

/** The spec's field order. */
const FIELDS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

const INITIAL_VALUES = Object.fromEntries(
  FIELDS.map((field) => [field, contactInitialValues[field]]),
) as Record<ContactField, string>;

const loadValidator = () => import("~/forms/contact").then((schema) => schema.validateContactForm);

function successDialog(message: ContactMessage) {
  return {
    title: "Vielen Dank für Ihre Nachricht!",
    message: (
      <>
        <p>
          Ihre Nachricht ist bei uns angekommen. Wir melden uns so bald wie möglich bei Ihnen –
          meist innerhalb weniger Tage – unter <strong>{message.email}</strong>.
        </p>
        <p>
          Wir sind ein studentisches Team und arbeiten ehrenamtlich neben dem Studium. Während der
          Wettbewerbssaison kann eine Antwort deshalb auch einmal etwas länger dauern.
        </p>
      </>
    ),
  };
}

/** The contact form (spec: "Contact page"). Without JavaScript it posts to the API directly. */
export function ContactForm({
  labelledBy,
  replay,
}: {
  labelledBy?: string;
  replay?: FormReplay | null;
}) {
  const form = useApiForm<ContactField, ContactMessage>({
    kind: "contact",
    idPrefix: "kontakt",
    fields: FIELDS,
    initialValues: INITIAL_VALUES,
    loadValidator,
    queryMessages: contactErrorMessages,
    failureMessage: CONTACT_FAILURE_MESSAGE,
    successDialog,
    logFailures: true,
    replay,
  });
  return (
    <ApiFormFrame
      form={form}
      action={API_PATHS.contact}
      idPrefix="kontakt"
      labelledBy={labelledBy}
      submitLabel="Absenden"
    >
      <TextField {...form.textProps("name")} label="Name" required autoComplete="name" />
      <TextField
        {...form.textProps("email")}
        label="E-Mail-Adresse"
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...form.textProps("phone")}
        label="Telefonnummer"
        hint="Optional – falls wir Sie lieber anrufen sollen."
        type="tel"
        autoComplete="tel"
      />
      <TextField {...form.textProps("subject")} label="Betreff" autoComplete="off" />
      <TextField
        {...form.textProps("message")}
        label="Nachricht"
        required
        rows={7}
        autoComplete="off"
      />
    </ApiFormFrame>
  );
}
