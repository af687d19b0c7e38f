import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./site";

/** The association's account and address from `content/site.json` (GiroCode, receipts). */
export interface Association {
  name: string;
  address: string[];
  bank: { holder: string; iban: string; bic: string };
}

export function readAssociation(root = projectRoot): Association {
  const site = JSON.parse(readFileSync(join(root, "content", "site.json"), "utf8")) as {
    associationName: string;
    postalAddress: { lines: string[] };
    bank: { holder: string; iban: string; bic: string };
  };
  return {
    name: site.associationName,
    address: site.postalAddress.lines,
    bank: { holder: site.bank.holder, iban: site.bank.iban, bic: site.bank.bic },
  };
}
