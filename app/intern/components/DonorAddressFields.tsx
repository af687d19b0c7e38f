import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "./AreaForm";

type Field = FieldMetadata<unknown>;

/** The donor as a receipt names them: name and postal address (Kasse and receipts). */
export function DonorAddressFields({
  fields,
}: {
  fields: { donorName: Field; street: Field; postalCode: Field; city: Field };
}) {
  return (
    <>
      <TextField field={fields.donorName} label="Spender/in (wie auf der Bestätigung)" />
      <TextField field={fields.street} label="Straße und Hausnummer" />
      <TextField field={fields.postalCode} label="Postleitzahl" />
      <TextField field={fields.city} label="Ort" />
    </>
  );
}
