/**
 * The PDF signature of machine-made receipts (ADR 0170): a PKCS#7 detached signature
 * (adbe.pkcs7.detached, which PDF/A-2 allows) over the whole file, made with @signpdf and a key
 * the site makes itself on first use and keeps in DATA_DIR. A reader shows any later change of
 * the file as breaking the signature; the certificate is self-signed, so it proves that the
 * file is unchanged since issue, not who issued it.
 */
import { generateKeyPairSync } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import signpdf from "@signpdf/signpdf";
import forge from "node-forge";

export const SIGNING_KEY_FILE = "receipt-signing.p12";

/** A self-signed certificate for the issuer, valid for 30 years, with its key, as PKCS#12. */
function newSigningKey(issuer: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 3072 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(cert.validity.notBefore.getTime());
  cert.validity.notAfter.setUTCFullYear(cert.validity.notBefore.getUTCFullYear() + 30);
  const subject = [{ name: "commonName", value: `${issuer} (Zuwendungsbestätigungen)` }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: "keyUsage", digitalSignature: true, nonRepudiation: true }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], "", { algorithm: "aes256" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

/** The key in `dir`, made (readable by the owner only) if there is none yet. */
export function signingKey(dir: string, issuer: string): Buffer {
  const file = join(dir, SIGNING_KEY_FILE);
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(dir, { recursive: true });
  const key = newSigningKey(issuer);
  writeFileSync(file, key, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return key;
}

export interface SigningOptions {
  /** DATA_DIR: where the key is kept. */
  dir: string;
  issuer: string;
  place: string;
}

/**
 * @signpdf/placeholder-plain 3.3.0 writes a text beyond ASCII into the signature dictionary
 * with a broken byte-order mark; its texts are therefore written in ASCII ("ae" for "ä").
 */
export const signatureText = (text: string) =>
  text
    .replace(
      /[äöüÄÖÜß]/g,
      (c) => ({ ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss" })[c]!,
    )
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "");

/** The receipt's PDF with a signature over all of it (an incremental update of the file). */
export async function signReceiptPdf(pdf: Buffer, options: SigningOptions): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: signatureText("Zuwendungsbestätigung, maschinell erstellt"),
    contactInfo: "",
    name: signatureText(options.issuer),
    location: signatureText(options.place),
  });
  const signer = new P12Signer(signingKey(options.dir, options.issuer), { passphrase: "" });
  return signpdf.sign(withPlaceholder, signer);
}
