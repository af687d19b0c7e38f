import type { FastifyReply, FastifyRequest } from "fastify";
import { CSRF_PLACEHOLDER } from "../../app/forms/transport";
import { compress, negotiateEncoding } from "./compression";

/**
 * Sends an HTML page made for this request: the visitor's CSRF token goes into the forms'
 * hidden fields (so they also work without JavaScript), and the page is compressed on the fly.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const personal = html.includes(CSRF_PLACEHOLDER);
  const body = Buffer.from(personal ? html.replaceAll(CSRF_PLACEHOLDER, request.csrfToken) : html);
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", personal ? "private, no-cache" : "no-cache")
    .header("vary", "Accept-Encoding");
  if (!encoding || body.length < 1024) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compress(body, encoding));
}
