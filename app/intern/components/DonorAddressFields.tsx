import type { FieldMetadata } from "@conform-to/react";
import { useArea } from "../useArea";
import { TextField } from "./AreaForm";

type Field = FieldMetadata<unknown>;

/** The donor as a receipt names them: name and postal address (Kasse and receipts). */
export function DonorAddressFields({
  fields,
}: {
  fields: { donorName: Field; street: Field; postalCode: Field; city: Field };
}) {
  const texts = useArea().t.donations;
  return (
    <>
      <TextField field={fields.donorName} label={texts.donorName} />
      <TextField field={fields.street} label={texts.street} />
      <TextField field={fields.postalCode} label={texts.postalCode} />
      <TextField field={fields.city} label={texts.city} />
    </>
  );
}
