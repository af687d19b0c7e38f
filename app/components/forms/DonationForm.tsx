import { useCallback } from "react";
import {
  donationErrorMessages,
  donationFromForm,
  donationInitialValues,
  donationSchema,
  type Donation,
  type DonationField,
} from "~/forms/donation";
import { fieldErrors } from "~/forms/errors";
import { API_PATHS } from "~/forms/transport";
import { InfoDialog } from "~/components/dialog/InfoDialog";
import { BankDetails, donationReferenceFor, type BankData } from "./BankDetails";
import {
  ErrorSummary,
  FormStatus,
  HiddenFields,
  RadioGroup,
  RequiredNote,
  SubmitButton,
  TextField,
  formStyles,
} from "./FormControls";
import { DONATION_FAILURE_MESSAGE } from "./messages";
import { useApiForm, type Validation } from "./useApiForm";

/** The spec's field order. */
const FIELDS = [
  "amount",
  "firstName",
  "lastName",
  "certificate",
  "address",
  "postalCode",
  "city",
  "note",
] as const satisfies readonly DonationField[];

const INITIAL_VALUES = Object.fromEntries(
  FIELDS.map((field) => [field, String(donationInitialValues[field])]),
) as Record<DonationField, string>;

/** The spec's two options, word for word. */
const CERTIFICATE_OPTIONS = [
  { value: "false", label: "I do not need a donation receipt" },
  { value: "true", label: "I need a donation receipt to the following address:" },
];

/** Battery-box signature from this amount on (text only, spec section 9). */
const SPONSOR_MINIMUM_EUR = 25;

const euro = (amount: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(amount);

function validate(values: Record<DonationField, string>): Validation<DonationField, Donation> {
  const result = donationSchema.safeParse(donationFromForm(values));
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors<DonationField>(result) };
}

function successMessage(donation: Donation, bank: BankData) {
  const name = `${donation.firstName} ${donation.lastName}`;
  return (
    <>
      <p>
        Danke, {donation.firstName}! Ihre Spendenzusage über{" "}
        <strong>{euro(donation.amount)}</strong> ist bei uns angekommen. Bitte überweisen Sie den
        Betrag auf unser Vereinskonto:
      </p>
      <BankDetails bank={bank} reference={donationReferenceFor(bank.donationReference, name)} />
      <p>
        {donation.certificate
          ? "Sobald Ihre Spende eingegangen ist, schicken wir Ihnen die Spendenquittung an die angegebene Adresse."
          : "Sobald Ihre Spende eingegangen ist, fließt sie direkt in den Bau unseres nächsten Rennwagens."}
      </p>
      {donation.amount >= SPONSOR_MINIMUM_EUR && (
        <p>
          Damit sind Sie Akku-Pate: Ihr Name gehört auf die Akkubox – wir freuen uns darauf, wenn
          Sie sie bei uns signieren.
        </p>
      )}
    </>
  );
}

/** The donation pledge form (spec: "Donation page"). Without JavaScript it posts to the API directly. */
export function DonationForm({ bank, labelledBy }: { bank: BankData; labelledBy?: string }) {
  const successDialog = useCallback(
    (donation: Donation) => ({
      title: "Vielen Dank für Ihre Unterstützung!",
      message: successMessage(donation, bank),
    }),
    [bank],
  );
  const form = useApiForm<DonationField, Donation>({
    kind: "donation",
    idPrefix: "spende",
    fields: FIELDS,
    initialValues: INITIAL_VALUES,
    validate,
    queryMessages: donationErrorMessages,
    failureMessage: DONATION_FAILURE_MESSAGE,
    successDialog,
    controlId: (field, values) =>
      field === "certificate" ? `spende-certificate-${values.certificate}` : `spende-${field}`,
  });
  const { values, errors, setValue, blur, idOf } = form;
  const receipt = values.certificate === "true";

  const text = (field: Exclude<DonationField, "certificate">) => ({
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
        action={API_PATHS.donation}
        encType="application/x-www-form-urlencoded"
        aria-labelledby={labelledBy}
        aria-busy={form.sending || undefined}
        noValidate={form.hydrated}
        onSubmit={form.handleSubmit}
      >
        <ErrorSummary id={form.summaryId} summary={form.summary} summaryRef={form.summaryRef} />
        <RequiredNote />
        <TextField
          {...text("amount")}
          label="Wie viel möchten Sie spenden? (in Euro)"
          hint={`Ab ${SPONSOR_MINIMUM_EUR} € werden Sie Akku-Pate und dürfen die Akkubox signieren.`}
          required
          inputMode="decimal"
          autoComplete="transaction-amount"
          suffix="€"
          onFocus={(event) => {
            if (event.currentTarget.value === "0") event.currentTarget.select();
          }}
        />
        <TextField {...text("firstName")} label="Vorname" required autoComplete="given-name" />
        <TextField {...text("lastName")} label="Nachname" required autoComplete="family-name" />
        <RadioGroup
          id={idOf("certificate")}
          name="certificate"
          legend="Spendenquittung"
          value={values.certificate}
          options={CERTIFICATE_OPTIONS}
          error={errors.certificate}
          onValueChange={(value) => setValue("certificate", value)}
        />
        <TextField
          {...text("address")}
          label="Straße und Hausnummer"
          hint={receipt ? undefined : "Nur nötig, wenn Sie eine Spendenquittung möchten."}
          required={receipt}
          autoComplete="address-line1"
        />
        <TextField
          {...text("postalCode")}
          label="Postleitzahl"
          required={receipt}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <TextField {...text("city")} label="Ort" required={receipt} autoComplete="address-level2" />
        <TextField
          {...text("note")}
          label="Anmerkung"
          hint="Optional, z. B. ein Gruß an das Team."
          rows={4}
          autoComplete="off"
        />
        <HiddenFields idPrefix="spende" values={form.hidden} refs={form.hiddenRefs} />
        <SubmitButton sending={form.sending}>Unterstützer werden</SubmitButton>
        <FormStatus message={form.announcement} />
      </form>
      <InfoDialog data={form.dialog} onClose={form.closeDialog} />
    </>
  );
}
