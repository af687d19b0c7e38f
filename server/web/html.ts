import type { FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import {
  CSRF_PLACEHOLDER,
  IDEMPOTENCY_PLACEHOLDER,
  STARTED_AT_PLACEHOLDER,
} from "../../app/forms/transport";
import { inlineScriptHashes } from "../security/headers";
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding } from "./compression";

const PLACEHOLDERS = [CSRF_PLACEHOLDER, STARTED_AT_PLACEHOLDER, IDEMPOTENCY_PLACEHOLDER];

/** Pages with a form carry placeholders for values that must be fresh for every visitor. */
export function hasFormPlaceholders(html: string): boolean {
  return PLACEHOLDERS.some((placeholder) => html.includes(placeholder));
}

/**
 * The Cache-Control of a page: browsers revalidate it; it is `private` when it is the visitor's
 * own (filled-in form fields, or a new CSRF token that goes out as a cookie with it).
 */
export function pageCacheControl(request: FastifyRequest, personal: boolean): string {
  return personal || request.csrfTokenIsNew ? "private, no-cache" : "no-cache";
}

/**
 * Sends an HTML page made for this request. The hidden fields of its forms get the visitor's CSRF
 * token, the time and a fresh idempotency key, so the forms also work without JavaScript.
 * The page's CSP allows exactly its inline scripts: by `scriptHashes` computed once for a
 * prerendered page, else by hashing this page.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  scriptHashes?: readonly string[],
) {
  const personal = hasFormPlaceholders(html);
  const page = personal
    ? html
        .replaceAll(CSRF_PLACEHOLDER, request.csrfToken)
        .replaceAll(STARTED_AT_PLACEHOLDER, String(Date.now()))
        .replaceAll(IDEMPOTENCY_PLACEHOLDER, randomUUID())
    : html;
  const body = Buffer.from(page);
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  reply
    .pageSecurityPolicy(scriptHashes ?? inlineScriptHashes(page))
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", pageCacheControl(request, personal))
    .header("vary", "Accept-Encoding");
  if (!encoding || body.length < MIN_COMPRESSED_BYTES) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compress(body, encoding));
}
