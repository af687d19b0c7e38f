import { data } from "react-router";
import type { Route } from "./+types/receipt-sample";
import { requirePage } from "../../../server/team/guard";
import { ReceiptTooLongError, renderReceipt } from "../../../server/receipts/pdf";
import { refusalText } from "../../../server/team/refusal";
import { sampleReceipt } from "../../../server/receipts/sample";
import { currentSettings } from "../../../server/receipts/settings";
import type { ReceiptKind } from "../../../server/receipts/document";

const KINDS: ReceiptKind[] = ["single", "collective", "simplified"];

/**
 * A receipt with fictitious donor data and the settings in force, to check them before anything
 * is issued (`?art=collective` for a Sammelbestätigung); with fictitious tax data while none are
 * saved. Not registered, numbered 0000.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, texts, locale } = requirePage("receiptSample", context, request);
  const settings = await currentSettings(team.db);
  const asked = new URL(request.url).searchParams.get("art");
  const kind = KINDS.find((k) => k === asked) ?? "single";
  const pdf = await renderReceipt(sampleReceipt(kind, settings)).catch((error: unknown) => {
    if (error instanceof ReceiptTooLongError)
      throw data(refusalText(texts, { key: "tooLongForPage", slots: {} }, locale), { status: 422 });
    throw error;
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="Muster-${kind}.pdf"`,
    },
  });
}
