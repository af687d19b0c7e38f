import { useCallback } from "react";
import type { Donation, DonationField } from "~/forms/donation";
import { donationErrorMessages, donationInitialValues } from "~/forms/donation-form";
import type { FormReplay } from "~/forms/replay";
import { API_PATHS } from "~/forms/transport";
import { ApiFormFrame } from "./ApiFormFrame";
import { BankDetails, donationReferenceFor, type BankData } from "./BankDetails";
import { RadioGroup, TextField } from "./FormControls";
import { DONATION_FAILURE_MESSAGE } from "./messages";
import { useApiForm } from "./useApiForm";

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

const loadValidator = () =>
  import("~/forms/donation").then((schema) => schema.validateDonationForm);

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
export function DonationForm({
  bank,
  labelledBy,
  replay,
}: {
  bank: BankData;
  labelledBy?: string;
  replay?: FormReplay | null;
}) {
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
    loadValidator,
    queryMessages: donationErrorMessages,
    failureMessage: DONATION_FAILURE_MESSAGE,
    successDialog,
    controlId: (field, values) =>
      field === "certificate" ? `spende-certificate-${values.certificate}` : `spende-${field}`,
    replay,
  });
  const { values, errors, setValue, idOf } = form;
  const receipt = values.certificate === "true";

  return (
    <ApiFormFrame
      form={form}
      action={API_PATHS.donation}
      idPrefix="spende"
      labelledBy={labelledBy}
      submitLabel="Unterstützer werden"
    >
      <TextField
        {...form.textProps("amount")}
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
      <TextField
        {...form.textProps("firstName")}
        label="Vorname"
        required
        autoComplete="given-name"
      />
      <TextField
        {...form.textProps("lastName")}
        label="Nachname"
        required
        autoComplete="family-name"
      />
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
        {...form.textProps("address")}
        label="Straße und Hausnummer"
        hint={receipt ? undefined : "Nur nötig, wenn Sie eine Spendenquittung möchten."}
        required={receipt}
        autoComplete="address-line1"
      />
      <TextField
        {...form.textProps("postalCode")}
        label="Postleitzahl"
        required={receipt}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField
        {...form.textProps("city")}
        label="Ort"
        required={receipt}
        autoComplete="address-level2"
      />
      <TextField
        {...form.textProps("note")}
        label="Anmerkung"
        hint="Optional, z. B. ein Gruß an das Team."
        rows={4}
        autoComplete="off"
      />
    </ApiFormFrame>
  );
}
