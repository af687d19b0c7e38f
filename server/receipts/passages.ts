import { collectiveReceipt } from "./collective";
import type { ReceiptDocument } from "./document";
import { simplifiedProof } from "./simplified";
import { singleReceipt, type Passage } from "./template";

/** What the document says, passage by passage in the order of its template: what the PDF lays out. */
export function receiptPassages(doc: ReceiptDocument): Passage[] {
  switch (doc.kind) {
    case "single":
      return singleReceipt(doc);
    case "collective":
      return collectiveReceipt(doc);
    case "simplified":
      return simplifiedProof(doc);
  }
}
