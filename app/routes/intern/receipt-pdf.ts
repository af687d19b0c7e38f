import { data } from "react-router";
import type { Route } from "./+types/receipt-pdf";
import { recordAudit } from "../../../server/team/audit";
import { requirePage } from "../../../server/team/guard";
import { receiptNumber } from "../../../server/receipts/document";
import { receiptFileName } from "../../../server/receipts/mail";
import { findReceipt } from "../../../server/receipts/register";

/** A receipt's PDF exactly as it was issued (the bytes kept in the register). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, member, texts } = requirePage("receiptPdf", context, request);
  const receipt = await findReceipt(team.db, params.id);
  if (!receipt) throw data(texts.errors.missing, { status: 404 });
  await recordAudit(team.db, {
    action: "receipt-downloaded",
    member,
    target: receiptNumber(receipt),
  });
  return new Response(new Uint8Array(receipt.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${receiptFileName(receipt)}"`,
    },
  });
}
