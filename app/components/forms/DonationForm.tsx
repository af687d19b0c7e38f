import { useLocation } from "react-router";
import { useCallback } from "react";
import { useLocale } from "~/i18n/useLocale";
import type { Donation, DonationField } from "~/forms/donation";
import { DONATION_FIELDS, donationInitialValues } from "~/forms/donation-form";
import type { FormReplay } from "~/forms/replay";
import { format, formatEuroAmount as euro } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { FormTexts } from "~/i18n/form-texts";
import { PublicFormFrame } from "./public-form/PublicFormFrame";
import { remittanceFor } from "~/lib/donation-reference";
import { BankDetails, donationReferenceFor, type BankData } from "./BankDetails";
import { Girocode } from "./Girocode";
import { RadioGroup, TextField } from "./FormControls";
import { usePublicForm } from "./public-form/usePublicForm";
import { useRouteActionSender } from "./public-form/useRouteActionSender";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

const NO_ADDRESS = { address: "", postalCode: "", city: "" };

const INITIAL_VALUES = Object.fromEntries(
  DONATION_FIELDS.map((field) => [field, String(donationInitialValues[field])]),
) as Record<DonationField, string>;

/** Battery-box signature from this amount on (text only, spec section 9). */
const SPONSOR_MINIMUM_EUR = 25;

const loadValidator = () =>
  import("~/forms/donation").then((schema) => schema.validateDonationForm);

function successMessage(
  donation: Donation,
  bank: BankData,
  { donation: texts }: FormTexts<"donation">,
  locale: Locale,
  reference: string | undefined,
) {
  const name = `${donation.firstName} ${donation.lastName}`;
  const amount = euro(donation.amount, locale);
  return (
    <>
      <p>
        {format(texts.successBefore, { firstName: donation.firstName })} <strong>{amount}</strong>{" "}
        {texts.successAfter}
      </p>
      <BankDetails
        bank={bank}
        reference={
          reference ? remittanceFor(reference) : donationReferenceFor(bank.donationReference, name)
        }
      />
      {reference && (
        <Girocode payment={{ reference, amount: donation.amount.toFixed(2) }} amountText={amount} />
      )}
      <p>{donation.certificate ? texts.successReceipt : texts.successNoReceipt}</p>
      {donation.amount >= SPONSOR_MINIMUM_EUR && <p>{texts.successSponsor}</p>}
    </>
  );
}

/**
 * The donation pledge form (spec: "Donation page"). It posts to its own page's route action:
 * without JavaScript as a page, with it through a fetcher, the answer shown in the dialog.
 */
export function DonationForm({
  bank,
  labelledBy,
  replay,
}: {
  bank: BankData;
  labelledBy?: string;
  /** A post without JavaScript the page's action refused, with the visitor's values. */
  replay?: FormReplay | null | undefined;
}) {
  const locale = useLocale();
  // A plain post goes to the form's own page, where a refusal is rendered back (ADR 0103); the
  // script sends to the same route action (ADR 0187).
  const ownPage = useLocation().pathname;
  const sendToAction = useRouteActionSender(ownPage);
  const successDialog = useCallback(
    (donation: Donation, messages: FormTexts<"donation">, reference?: string) => ({
      title: messages.donation.successTitle,
      message: successMessage(donation, bank, messages, locale, reference),
    }),
    [bank, locale],
  );
  const form = usePublicForm<DonationField, Donation, "donation">({
    kind: "donation",
    idPrefix: "spende",
    fields: DONATION_FIELDS,
    initialValues: INITIAL_VALUES,
    loadValidator,
    successDialog,
    controlId: (field, values) =>
      field === "certificate" ? `spende-certificate-${values.certificate}` : `spende-${field}`,
    replay,
    // Without a receipt, an address typed in is not sent.
    send: (fields, key) =>
      sendToAction(fields.certificate === "true" ? fields : { ...fields, ...NO_ADDRESS }, key),
  });
  const { values, errors, idOf } = form;
  const receipt = values.certificate === "true";
  const texts = form.texts.donation;
  const specLanguage = useSpecLanguage();

  return (
    <PublicFormFrame
      form={form}
      action={ownPage}
      idPrefix="spende"
      labelledBy={labelledBy}
      submitLabel={texts.submit}
    >
      <TextField
        {...form.textProps("amount")}
        label={texts.amount}
        hint={format(texts.amountHint, { minimum: SPONSOR_MINIMUM_EUR })}
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
        label={texts.firstName}
        required
        autoComplete="given-name"
      />
      <TextField
        {...form.textProps("lastName")}
        label={texts.lastName}
        required
        autoComplete="family-name"
      />
      <RadioGroup
        id={idOf("certificate")}
        name="certificate"
        legend={texts.certificate}
        defaultValue={form.textProps("certificate").defaultValue}
        options={[
          { value: "false", label: texts.certificateNo, lang: specLanguage },
          { value: "true", label: texts.certificateYes, lang: specLanguage },
        ]}
        error={errors.certificate}
      />
      <TextField
        {...form.textProps("address")}
        label={texts.address}
        hint={receipt ? undefined : texts.addressHint}
        required={receipt}
        autoComplete="address-line1"
      />
      <TextField
        {...form.textProps("postalCode")}
        label={texts.postalCode}
        required={receipt}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField
        {...form.textProps("city")}
        label={texts.city}
        required={receipt}
        autoComplete="address-level2"
      />
      <TextField
        {...form.textProps("email")}
        label={texts.email}
        hint={texts.emailHint}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...form.textProps("note")}
        label={texts.note}
        hint={texts.noteHint}
        rows={4}
        autoComplete="off"
      />
    </PublicFormFrame>
  );
}
