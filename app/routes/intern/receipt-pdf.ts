import { data } from "react-router";
import type { Route } from "./+types/receipt-pdf";
import { requirePage } from "../../../server/team/guard";
import { receiptFileName } from "../../../server/receipts/mail";
import { downloadReceipt } from "../../../server/receipts/treasurer";

/** A receipt's PDF exactly as it was issued (the bytes kept in the register). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, member, texts } = requirePage("receiptPdf", context, request);
  const receipt = await downloadReceipt(team.db, { member }, params.id);
  if (!receipt) throw data(texts.errors.missing, { status: 404 });
  return new Response(new Uint8Array(receipt.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${receiptFileName(receipt)}"`,
    },
  });
}
