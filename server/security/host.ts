import type { FastifyInstance } from "fastify";
import { formLocale } from "../web/request-locale";
import { apiMessages } from "../messages";

/** A host as URLs may name it: a DNS name or IPv4 address, or an IPv6 literal, and a port. */
const HOST_PATTERN =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isWellFormedHost(host: string): boolean {
  return HOST_PATTERN.test(host);
}

/**
 * The request's host (`Host`, or `X-Forwarded-Host` from a trusted proxy) goes into the URLs
 * pages are rendered for: a malformed one is the client's mistake, answered 400 before anything
 * builds a URL from it (and fails with the whole URL, query included, in its message).
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.host === undefined || request.host === "" || isWellFormedHost(request.host)) return;
    return reply.code(400).send({ message: apiMessages(formLocale(request)).badRequest });
  });
}
