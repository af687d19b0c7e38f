import type { FastifyRequest } from "fastify";
import { isPlainFormPost } from "../security/csrf";

/** Field names, `=`, `&`, the honeypot, `lang`, an idempotency key and JSON's punctuation. */
const OVERHEAD_BYTES = 2048;

/**
 * The largest body a valid submission of `maxChars` characters can be, by encoding. Form-encoded,
 * a character takes up to 9 bytes (3 UTF-8 bytes, each `%XX`); in JSON up to 6 (`\u00XX`,
 * or an astral character's 4 bytes for its 2 UTF-16 units, which is what lengths count).
 */
export function bodyLimits(maxChars: number): { form: number; json: number } {
  return { form: maxChars * 9 + OVERHEAD_BYTES, json: maxChars * 6 + OVERHEAD_BYTES };
}

/** Fastify's own error for a body over the limit (`FST_ERR_CTP_BODY_TOO_LARGE`, 413). */
export const isBodyTooLarge = (error: { code?: string }) =>
  error.code === "FST_ERR_CTP_BODY_TOO_LARGE";

/** A JSON body announced larger than its limit is refused before it is read. */
export function checkJsonLength(request: FastifyRequest, limits: { json: number }): void {
  if (isPlainFormPost(request)) return;
  if (Number(request.headers["content-length"] ?? 0) <= limits.json) return;
  throw Object.assign(new Error("Request body is too large"), {
    statusCode: 413,
    code: "FST_ERR_CTP_BODY_TOO_LARGE",
  });
}
