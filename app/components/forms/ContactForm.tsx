import {
  contactErrorMessages,
  contactFromForm,
  contactInitialValues,
  contactSchema,
  type ContactField,
  type ContactMessage,
} from "~/forms/contact";
import { fieldErrors } from "~/forms/errors";
import { API_PATHS } from "~/forms/transport";
import { InfoDialog } from "~/components/dialog/InfoDialog";
import {
  ErrorSummary,
  FormStatus,
  HiddenFields,
  RequiredNote,
  SubmitButton,
  TextField,
  formStyles,
} from "./FormControls";
import { CONTACT_FAILURE_MESSAGE } from "./messages";
import { useApiForm, type Validation } from "./useApiForm";

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

function validate(values: Record<ContactField, string>): Validation<ContactField, ContactMessage> {
  const result = contactSchema.safeParse(contactFromForm(values));
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors<ContactField>(result) };
}

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
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const form = useApiForm<ContactField, ContactMessage>({
    kind: "contact",
    idPrefix: "kontakt",
    fields: FIELDS,
    initialValues: INITIAL_VALUES,
    validate,
    queryMessages: contactErrorMessages,
    failureMessage: CONTACT_FAILURE_MESSAGE,
    successDialog,
    logFailures: true,
  });
  const { values, errors, setValue, blur, idOf } = form;

  const text = (field: ContactField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => setValue(field, value),
    onBlur: () => blur(field),
  });

  return (
    <>
      <form
        className={formStyles.form}
        method="post"
        action={API_PATHS.contact}
        encType="application/x-www-form-urlencoded"
        aria-labelledby={labelledBy}
        aria-busy={form.sending || undefined}
        noValidate={form.hydrated}
        onSubmit={form.handleSubmit}
      >
        <ErrorSummary id={form.summaryId} summary={form.summary} summaryRef={form.summaryRef} />
        <RequiredNote />
        <TextField {...text("name")} label="Name" required autoComplete="name" />
        <TextField
          {...text("email")}
          label="E-Mail-Adresse"
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          {...text("phone")}
          label="Telefonnummer"
          hint="Optional – falls wir Sie lieber anrufen sollen."
          type="tel"
          autoComplete="tel"
        />
        <TextField {...text("subject")} label="Betreff" autoComplete="off" />
        <TextField {...text("message")} label="Nachricht" required rows={7} autoComplete="off" />
        <HiddenFields idPrefix="kontakt" values={form.hidden} refs={form.hiddenRefs} />
        <SubmitButton sending={form.sending}>Absenden</SubmitButton>
        <FormStatus message={form.announcement} />
      </form>
      <InfoDialog data={form.dialog} onClose={form.closeDialog} />
    </>
  );
}
