import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Below this, compressing saves too little to be worth the time. */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:json|(?:x-)?javascript|xml)\b|application\/[\w.-]+\+(?:json|xml)\b|image\/svg\+xml\b)/i;

/** Text formats (text, JSON, JavaScript, XML, SVG); images, fonts and PDFs are compressed already. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The best of `available` that the `Accept-Encoding` header allows (brotli first). */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (["br", "gzip"] as const).find(
    (encoding) => available.includes(encoding) && accepted.has(encoding),
  );
}

/** Compresses a response body made per request (fast settings; prebuilt files use the best ones). */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gz(body, { level: 6 });
}
