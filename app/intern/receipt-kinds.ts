import type { ReceiptKind } from "../../server/receipts/document";

/** What the team area calls each kind of receipt, and the button that issues one. */
export const RECEIPT_KIND_LABELS: Record<ReceiptKind, { name: string; button: string }> = {
  single: { name: "Einzelbestätigung", button: "Einzelbestätigung ausstellen" },
  collective: { name: "Sammelbestätigung", button: "Sammelbestätigung ausstellen" },
  simplified: { name: "Vereinfachter Nachweis", button: "Vereinfachten Nachweis ausstellen" },
};
