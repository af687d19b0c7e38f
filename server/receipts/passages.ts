import { collectiveReceipt } from "./collective";
import { withSingleLines, type ReceiptDocument } from "./document";
import { simplifiedProof } from "./simplified";
import { singleReceipt, type Passage } from "./template";

/**
 * What the document says, passage by passage in the order of its template: what the PDF lays
 * out. Every value of the document is in one line first (see `withSingleLines`).
 */
export function receiptPassages(input: ReceiptDocument): Passage[] {
  const doc = withSingleLines(input);
  switch (doc.kind) {
    case "single":
      return singleReceipt(doc);
    case "collective":
      return collectiveReceipt(doc);
    case "simplified":
      return simplifiedProof(doc);
  }
}
